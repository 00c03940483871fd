#ifndef MEMORY_TUNING_H
#define MEMORY_TUNING_H

/// Makes malloc map every block of 128 KiB or more straight from the system and unmap it on free
/// (glibc's default before its threshold adapts), so that each large allocation is fresh memory.
/// Returns 1 when it took effect, 0 where the C library has no such setting.
int memory_tuning_map_big_blocks_afresh(void);

#endif
