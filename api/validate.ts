import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { describeIssues } from '../src/domain/error-envelope';
import { ApiError } from './errors';

export { describeIssues };

/** zValidator that answers bad input with our error envelope (400 invalid-input). */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(400, 'invalid-input', describeIssues(result.error.issues));
    }
  });
}
