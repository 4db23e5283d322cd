/**
 * While Node 20 builds a startup snapshot, V8 leaves out the change-array-by-copy
 * methods (`toSorted`, `toReversed`, `with`, `toSpliced`); they are back once the
 * executable starts. node:http calls `toSorted` as it loads, so these stand in
 * for them during the build only and are removed before the heap is serialized
 * (the started executable has V8's own). Imported first by appliance/sea/entry.ts.
 */
import { startupSnapshot } from 'node:v8';

type Method = (this: unknown[], ...args: never[]) => unknown;
const copy = (self: unknown[]) => Array.prototype.slice.call(self);
const shims: Record<string, Method> = {
  toSorted(this: unknown[], compare?: (a: unknown, b: unknown) => number) {
    return copy(this).sort(compare);
  },
  toReversed(this: unknown[]) {
    return copy(this).reverse();
  },
  with(this: unknown[], index: number, value: unknown) {
    const out = copy(this);
    const at = index < 0 ? out.length + index : index;
    if (!(at >= 0 && at < out.length)) throw new RangeError('Invalid index');
    out[at] = value;
    return out;
  },
  toSpliced(this: unknown[], start: number, deleteCount?: number, ...items: unknown[]) {
    const out = copy(this);
    if (deleteCount === undefined) out.splice(start);
    else out.splice(start, deleteCount, ...items);
    return out;
  },
};

if (startupSnapshot.isBuildingSnapshot()) {
  const added = Object.keys(shims).filter((name) => !(name in Array.prototype));
  for (const name of added)
    Object.defineProperty(Array.prototype, name, { value: shims[name], writable: true, configurable: true, enumerable: false });
  startupSnapshot.addSerializeCallback(() => {
    for (const name of added) delete (Array.prototype as unknown as Record<string, unknown>)[name];
  });
}
