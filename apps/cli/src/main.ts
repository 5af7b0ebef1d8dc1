#!/usr/bin/env node
console.log('tabletwin');
