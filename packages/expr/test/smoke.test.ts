import { expect, test } from 'vitest';
import { placeholder } from '@tabletwin/expr';
test('imports', () => { expect(placeholder).toBe(1); });
