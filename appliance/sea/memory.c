/*
 * Memory housekeeping for the single executable (appliance/sea/memory.ts), built by
 * scripts/build-binary.ts and carried inside the executable like the SQLite addon.
 * Node has no JavaScript door to madvise or to glibc's allocator settings.
 *
 *   releaseFilePages(path) -> bytes   drops this process's pages of every read-only, private
 *       mapping of that file (the executable: its code, data tables and the SEA blob). They are
 *       clean copies of the file: a page touched again is mapped again from the page cache.
 *   trim() -> 1 if memory was returned   glibc: hands free heap pages back to the kernel.
 *   mapShared(fd, length) -> ArrayBuffer | null   the first `length` bytes of an open file, mapped
 *       read-only and shared (MAP_SHARED: what other processes write there is seen at once), unmapped
 *       when the ArrayBuffer is collected; null when the file is shorter or the mapping fails. The
 *       SQLite read cache (adapters/sqlite/read-cache.ts) reads the WAL-index header through it
 *       instead of a pread per request (SQLite maps the same file the same way).
 */
#define _GNU_SOURCE
#include <malloc.h>
#include <node_api.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

static napi_value number(napi_env env, double value) {
  napi_value out;
  napi_create_double(env, value, &out);
  return out;
}

static napi_value release_file_pages(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  char path[4096];
  size_t length = 0;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 1) return number(env, 0);
  if (napi_get_value_string_utf8(env, argv[0], path, sizeof path, &length) != napi_ok || length == 0) return number(env, 0);
  FILE *smaps = fopen("/proc/self/smaps", "r");
  if (smaps == NULL) return number(env, 0);
  char line[8192];
  double released = 0;
  uintptr_t start = 0, end = 0;
  int candidate = 0;
  while (fgets(line, sizeof line, smaps) != NULL) {
    char perms[5];
    int name = 0;
    if ((line[0] >= '0' && line[0] <= '9') || (line[0] >= 'a' && line[0] <= 'f')) {
      candidate = 0;
      if (sscanf(line, "%lx-%lx %4s %*s %*s %*s %n", &start, &end, perms, &name) != 3 || name == 0) continue;
      line[strcspn(line, "\n")] = 0;
      // Only private mappings of this file that were never writable.
      candidate = strcmp(line + name, path) == 0 && perms[1] == '-' && perms[3] == 'p';
      continue;
    }
    unsigned long anonymous;
    if (!candidate || sscanf(line, "Anonymous: %lu kB", &anonymous) != 1) continue;
    // A page written once (relocations in the RELRO part, made read-only afterwards) is no longer the
    // file's: such a mapping is left alone. The others hold only clean copies of the file.
    if (anonymous == 0 && madvise((void *)start, end - start, MADV_DONTNEED) == 0) released += (double)(end - start);
    candidate = 0;
  }
  fclose(smaps);
  return number(env, released);
}

static napi_value trim(napi_env env, napi_callback_info info) {
  (void)info;
  return number(env, malloc_trim(0));
}

static void unmap(napi_env env, void *data, void *hint) {
  (void)env;
  munmap(data, (size_t)(uintptr_t)hint);
}

static napi_value map_shared(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value argv[2];
  napi_value out;
  napi_get_null(env, &out);
  int32_t fd = -1;
  int64_t length = 0;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 2) return out;
  if (napi_get_value_int32(env, argv[0], &fd) != napi_ok || napi_get_value_int64(env, argv[1], &length) != napi_ok) return out;
  struct stat st;
  // A read past the end of the file would fault (SIGBUS): only a file already that long is mapped.
  if (fd < 0 || length <= 0 || fstat(fd, &st) != 0 || st.st_size < length) return out;
  void *data = mmap(NULL, (size_t)length, PROT_READ, MAP_SHARED, fd, 0);
  if (data == MAP_FAILED) return out;
  if (napi_create_external_arraybuffer(env, data, (size_t)length, unmap, (void *)(uintptr_t)length, &out) != napi_ok) {
    munmap(data, (size_t)length);
    napi_get_null(env, &out);
  }
  return out;
}

NAPI_MODULE_INIT() {
  napi_property_descriptor fns[] = {
      {"releaseFilePages", NULL, release_file_pages, NULL, NULL, NULL, napi_default, NULL},
      {"trim", NULL, trim, NULL, NULL, NULL, napi_default, NULL},
      {"mapShared", NULL, map_shared, NULL, NULL, NULL, napi_default, NULL},
  };
  napi_define_properties(env, exports, sizeof fns / sizeof fns[0], fns);
  return exports;
}
