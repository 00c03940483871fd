#include "MemoryTuning.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int memory_tuning_map_big_blocks_afresh(void) {
#if defined(__GLIBC__)
  return mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#else
  return 0;
#endif
}
