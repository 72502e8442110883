import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { wellFormedJson } from '../src/domain/stored-text';
import { describeIssues } from '../src/domain/error-envelope';
import { ApiError } from './errors';

export { describeIssues };

/**
 * zValidator that answers bad input with our error envelope (400 invalid-input). A JSON body's
 * strings are made well formed first (lone surrogates become U+FFFD), so no route stores broken text.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  const checked = (target === 'json' ? z.preprocess(wellFormedJson, schema) : schema) as Schema;
  return zValidator(target, checked, (result) => {
    if (!result.success) {
      throw new ApiError(400, 'invalid-input', describeIssues(result.error.issues));
    }
  });
}
