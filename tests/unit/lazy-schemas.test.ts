// The zod schemas of src/domain are built on first use (src/domain/lazy-schema.ts), which keeps tens
// of milliseconds of a slow phone's start-up free. One module that reads a lazy schema as it loads
// ("= itineraryItemVariants.superRefine(…)", a shape object holding one) builds it, and every schema
// it is made of, on every screen: this test loads every module of src/domain and src/db and checks
// that none was built.
import { describe, expect, it } from 'vitest';
import { lazySchemaBuilds } from '../../src/domain/lazy-schema';

const modules = import.meta.glob(['../../src/domain/**/*.ts', '../../src/db/**/*.ts', '!**/*.test.ts']);

describe('lazy schemas', () => {
  it('are not built by loading the modules that define and use them', async () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
    for (const load of Object.values(modules)) await load();
    expect(lazySchemaBuilds()).toBe(0);
  });

  it('are built once, on first use', async () => {
    const { tripFieldsSchema } = await import('../../src/domain/trips');
    const before = lazySchemaBuilds();
    expect(tripFieldsSchema.safeParse({}).success).toBe(false);
    expect(lazySchemaBuilds()).toBeGreaterThan(before);
    const after = lazySchemaBuilds();
    tripFieldsSchema.safeParse({});
    expect(lazySchemaBuilds()).toBe(after);
  });
});
