// A zod schema built on first use instead of at import. Building zod schemas costs a slow phone
// tens of milliseconds per screen at start-up (docs/decisions/023, "As built"), and most screens only
// check a record when the traveller saves one. The value stands in for the schema everywhere (parse,
// extend, compose into another schema, instanceof); its type is the schema's own.
let builds = 0;

/** How many lazy schemas have been built so far: a test checks that loading the app's modules builds none. */
export const lazySchemaBuilds = (): number => builds;

export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = () => {
    if (!built) {
      builds++;
      built = build();
    }
    return built;
  };
  return new Proxy({} as Schema, {
    get: (_target, key) => {
      const real = schema();
      return Reflect.get(real, key, real) as unknown;
    },
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may only report a property as non-configurable when its target has it so.
      if (descriptor && !descriptor.configurable && !Reflect.getOwnPropertyDescriptor(target, key)) {
        Reflect.defineProperty(target, key, descriptor);
      }
      return descriptor;
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
