/**
 * What the single executable does for its memory once it serves (appliance/sea/run.ts), through
 * a small addon (appliance/sea/memory.c) that the build compiles and carries inside the file.
 *
 * The executable maps its own 110 MB file: Node's code, its data tables (ICU) and the SEA blob
 * (the startup snapshot, the SQLite addon, Redoc). Starting touches much of it once: the snapshot
 * is copied into the heap, the addon is written out, bootstrap code runs. Those clean file pages
 * then stay counted in the process's RSS (~50 MB idle) although nothing reads them again. Dropping
 * them once the server is up leaves in RSS only the pages serving really touches, which come back
 * from the page cache on first use.
 */
export interface MemoryHelper {
  /** Bytes of `path`'s read-only private mappings whose pages were dropped (never a written page). */
  releaseFilePages(path: string): number;
  /** glibc's malloc_trim(0): free heap pages back to the kernel; 1 if any were. */
  trim(): number;
  /** The first `length` bytes of the open file `fd`, mapped read-only and shared; null when it is shorter or cannot be mapped. */
  mapShared(fd: number, length: number): ArrayBuffer | null;
}

/** Drops the executable's start-up pages and the allocator's free pages; answers the bytes of mappings released. */
export function releaseStartupMemory(helper: MemoryHelper, executable = process.execPath): number {
  const released = helper.releaseFilePages(executable);
  helper.trim();
  return released;
}
