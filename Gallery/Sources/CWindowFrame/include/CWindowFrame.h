#ifndef C_WINDOW_FRAME_H
#define C_WINDOW_FRAME_H

struct SDL_Window;

/// Memory a window's frames are drawn in and shown from, kept across the window's sizes: an X11
/// shared-memory image that grows when a frame needs more than it has and is reused otherwise. SDL's
/// own window surface is new memory at every size, which the kernel zeroes and maps on the first
/// write (~9 ms for 18 MB), paid in each frame of a live resize.
typedef struct window_frame window_frame;

/// A frame for `window`, or NULL where there cannot be one: not an X11 window, an X server without
/// shared memory (MIT-SHM), a visual other than 32-bit true colour with cairo's byte order, or not
/// Linux. The window must outlive it.
window_frame *window_frame_create(struct SDL_Window *window);

/// Memory for a frame of `width` × `height` pixels, rows `*stride` bytes apart, 4 bytes a pixel in
/// cairo's ARGB32 layout; NULL if it cannot be had (the frame is then unusable). Memory from an
/// earlier call must not be written after this one: it moves when the frame grows past what it held
/// (by half as much again, so that a window dragged larger grows it a few times, not every frame).
void *window_frame_pixels(window_frame *frame, int width, int height, int *stride);

/// Shows the last frame asked for in the window's top-left corner, and returns once the X server has
/// read it (so the next frame may be drawn in the same memory): 1, or 0 without a frame to show.
int window_frame_show(window_frame *frame);

/// Maps, on a thread of its own, the memory made up front for frames larger than the window's first
/// (up to the screen's size), which the kernel otherwise zeroes in the first frame at such a size: for
/// after the window's first frame, which it would otherwise delay. Once; later calls do nothing.
void window_frame_map_spare_memory(window_frame *frame);

/// How many times the frame's memory was made: once, and again each time it had to grow.
int window_frame_allocations(const window_frame *frame);

/// Releases the frame and its memory.
void window_frame_destroy(window_frame *frame);

#endif
