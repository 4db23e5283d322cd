/*
 * Memory housekeeping for the single executable (appliance/sea/memory.ts), built by
 * scripts/build-binary.ts and carried inside the executable like the SQLite addon.
 * Node has no JavaScript door to madvise or to glibc's allocator settings.
 *
 *   releaseFilePages(path) -> bytes   drops this process's pages of every read-only, private
 *       mapping of that file (the executable: its code, data tables and the SEA blob). They are
 *       clean copies of the file: a page touched again is mapped again from the page cache.
 *   trim() -> 1 if memory was returned   glibc: hands free heap pages back to the kernel.
 */
#define _GNU_SOURCE
#include <malloc.h>
#include <node_api.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

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

NAPI_MODULE_INIT() {
  napi_property_descriptor fns[] = {
      {"releaseFilePages", NULL, release_file_pages, NULL, NULL, NULL, napi_default, NULL},
      {"trim", NULL, trim, NULL, NULL, NULL, napi_default, NULL},
  };
  napi_define_properties(env, exports, sizeof fns / sizeof fns[0], fns);
  return exports;
}
