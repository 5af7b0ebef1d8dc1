#!/usr/bin/env bash
# usage: scripts/new-package.sh <dir> <description>   (dir: packages/x or apps/x)
set -euo pipefail
dir=$1; desc=$2; name=$(basename "$dir")
mkdir -p "$dir/src" "$dir/test"
cat > "$dir/package.json" <<JSON
{
  "name": "@tabletwin/$name",
  "version": "0.1.0",
  "description": "$desc",
  "license": "MIT",
  "repository": {
    "type": "git",
    "url": "git+https://github.com/tabletwin/tabletwin.git",
    "directory": "$dir"
  },
  "type": "module",
  "sideEffects": false,
  "exports": {
    ".": {
      "@tabletwin/source": "./src/index.ts",
      "types": "./dist/index.d.ts",
      "import": "./dist/index.js"
    }
  },
  "main": "./dist/index.js",
  "types": "./dist/index.d.ts",
  "files": ["dist", "src", "README.md", "LICENSE"],
  "engines": {
    "node": ">=20.19"
  },
  "publishConfig": {
    "access": "public"
  },
  "scripts": {
    "build": "tsc -p tsconfig.build.json",
    "typecheck": "tsc -p tsconfig.json --noEmit",
    "test": "vitest run"
  }
}
JSON
cat > "$dir/tsconfig.json" <<JSON
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "noEmit": true, "customConditions": ["@tabletwin/source"] },
  "include": ["src", "test", "bench"]
}
JSON
cat > "$dir/tsconfig.build.json" <<JSON
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist" },
  "include": ["src"]
}
JSON
cat > "$dir/vitest.config.ts" <<'TS'
export { default } from '../../vitest.shared.js';
TS
