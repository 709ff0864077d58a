/**
 * A value made the first time it is asked for, then kept. For what is dear to make and often
 * not needed: a date or money formatter costs a slow phone tens of milliseconds as the browser
 * loads its locale data, on every page whose scripts merely import the module.
 */
export function madeOnFirstUse<Value>(make: () => Value): () => Value {
  let made: { value: Value } | undefined;
  return () => (made ??= { value: make() }).value;
}
