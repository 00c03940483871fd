// pthread_create and madvise's MADV_POPULATE_WRITE.
#define _GNU_SOURCE
#include "CWindowFrame.h"

#include <stddef.h>

#if defined(__linux__) && __has_include(<X11/extensions/XShm.h>) && __has_include(<SDL2/SDL_syswm.h>)
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14
#endif

// The largest frame memory made up front (a 4K screen's pixels); a bigger window grows it on demand.
static const size_t largest_first_capacity = (size_t)3840 * 2160 * 4;

struct window_frame {
  Display *display;
  Window window;
  Visual *visual;
  int depth;
  GC gc;
  XShmSegmentInfo segment;  // shmid -1 while there is none
  size_t capacity;          // bytes in the segment
  XImage *image;            // the last size asked for, over the segment
  int allocations;
  size_t spare_from;        // where the memory no frame has used yet starts, 0 once it is mapped
};

// Whether the server refused make_segment's attach (it cannot reach the memory: a remote display).
static int attach_failed;
static int note_failure(Display *display, XErrorEvent *event) {
  (void)display;
  (void)event;
  attach_failed = 1;
  return 0;
}

static void release_image(window_frame *frame) {
  if (frame->image == NULL) return;
  frame->image->data = NULL;  // the segment's, not the image's to free
  XDestroyImage(frame->image);
  frame->image = NULL;
}

static void release_segment(window_frame *frame) {
  release_image(frame);
  if (frame->segment.shmid == -1) return;
  XShmDetach(frame->display, &frame->segment);
  XSync(frame->display, False);
  shmdt(frame->segment.shmaddr);
  frame->segment.shmid = -1;
  frame->segment.shmaddr = NULL;
  frame->capacity = 0;
}

// The memory of a segment beyond its first frame, mapped on another thread (the kernel zeroes each page
// on first touch: ~0.5 ms a megabyte), so that a frame of a larger size later finds it ready. Mapping
// does not write, so frames drawn meanwhile are unaffected; a range since unmapped is refused, harmlessly.
struct populate_request {
  char *start;
  size_t length;
};

static void *populate(void *argument) {
  struct populate_request request = *(struct populate_request *)argument;
  free(argument);
  const size_t chunk = (size_t)1 << 20;  // the address space's lock is taken a megabyte at a time
  for (size_t offset = 0; offset < request.length; offset += chunk) {
    size_t length = request.length - offset < chunk ? request.length - offset : chunk;
    if (madvise(request.start + offset, length, MADV_POPULATE_WRITE) != 0) break;
  }
  return NULL;
}

static void populate_in_background(char *start, size_t length) {
  long page_size = sysconf(_SC_PAGESIZE);
  size_t page = page_size > 0 ? (size_t)page_size : 4096;
  size_t aligned = ((size_t)start + page - 1) / page * page;
  if (length <= aligned - (size_t)start) return;
  struct populate_request *request = malloc(sizeof *request);
  if (request == NULL) return;
  request->start = (char *)aligned;
  request->length = length - (aligned - (size_t)start);
  pthread_attr_t attributes;
  pthread_t thread;
  pthread_attr_init(&attributes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  if (pthread_create(&thread, &attributes, populate, request) != 0) free(request);
  pthread_attr_destroy(&attributes);
}

// A new segment of `bytes`, attached on both sides; 0 if the server cannot attach it.
static int make_segment(window_frame *frame, size_t bytes) {
  int shmid = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0600);
  if (shmid == -1) return 0;
  void *address = shmat(shmid, NULL, 0);
  if (address == (void *)-1) {
    shmctl(shmid, IPC_RMID, NULL);
    return 0;
  }
  frame->segment.shmid = shmid;
  frame->segment.shmaddr = address;
  frame->segment.readOnly = False;
  XSync(frame->display, False);
  attach_failed = 0;
  int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(note_failure);
  Status attached = XShmAttach(frame->display, &frame->segment);
  XSync(frame->display, False);
  XSetErrorHandler(previous);
  // Marked for removal once the server has attached it (or failed to): it is freed when both sides
  // have detached, so nothing is left behind if the app is killed.
  shmctl(shmid, IPC_RMID, NULL);
  if (!attached || attach_failed) {
    shmdt(address);
    frame->segment.shmid = -1;
    frame->segment.shmaddr = NULL;
    return 0;
  }
  frame->capacity = bytes;
  frame->allocations += 1;
  frame->spare_from = 0;
  return 1;
}

window_frame *window_frame_create(struct SDL_Window *window) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (window == NULL || !SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return NULL;
  Display *display = info.info.x11.display;
  if (display == NULL || !XShmQueryExtension(display) || ImageByteOrder(display) != LSBFirst) return NULL;
  XWindowAttributes attributes;
  if (!XGetWindowAttributes(display, info.info.x11.window, &attributes)) return NULL;
  Visual *visual = attributes.visual;
  // DirectColor too (Xvfb's default): SDL gives its window a colormap that maps each channel to itself.
  if (visual == NULL || (visual->class != TrueColor && visual->class != DirectColor)
      || (attributes.depth != 24 && attributes.depth != 32) || visual->red_mask != 0xff0000
      || visual->green_mask != 0xff00 || visual->blue_mask != 0xff) {
    return NULL;
  }
  window_frame *frame = calloc(1, sizeof *frame);
  if (frame == NULL) return NULL;
  frame->display = display;
  frame->window = info.info.x11.window;
  frame->visual = visual;
  frame->depth = attributes.depth;
  frame->segment.shmid = -1;
  frame->gc = XCreateGC(display, frame->window, 0, NULL);
  // Memory for a frame the size of the screen (a window rarely grows past it), the part beyond the
  // window's frame mapped later (window_frame_map_spare_memory); and one frame at the window's size
  // now: a server that cannot attach shared memory (a remote display) is found here, before the
  // window relies on it.
  Screen *screen = attributes.screen;
  size_t window_bytes = (size_t)(attributes.width > 0 ? attributes.width : 1) * 4
                        * (size_t)(attributes.height > 0 ? attributes.height : 1);
  size_t screen_bytes =
      screen == NULL ? 0 : (size_t)WidthOfScreen(screen) * 4 * (size_t)HeightOfScreen(screen);
  if (screen_bytes > largest_first_capacity) screen_bytes = largest_first_capacity;
  if (screen_bytes > window_bytes && make_segment(frame, screen_bytes)) frame->spare_from = window_bytes;
  int stride;
  if (window_frame_pixels(frame, attributes.width > 0 ? attributes.width : 1,
                          attributes.height > 0 ? attributes.height : 1, &stride) == NULL) {
    window_frame_destroy(frame);
    return NULL;
  }
  return frame;
}

void *window_frame_pixels(window_frame *frame, int width, int height, int *stride) {
  if (frame == NULL || width <= 0 || height <= 0 || width > 32767 || height > 32767) return NULL;
  if (frame->image != NULL && frame->image->width == width && frame->image->height == height) {
    *stride = frame->image->bytes_per_line;
    return frame->segment.shmaddr;
  }
  release_image(frame);
  size_t needed = (size_t)width * 4 * (size_t)height;
  if (needed > frame->capacity) {
    size_t grown = frame->capacity + frame->capacity / 2;
    release_segment(frame);
    if (!make_segment(frame, needed > grown ? needed : grown) && !make_segment(frame, needed)) return NULL;
  }
  XImage *image = XShmCreateImage(
      frame->display, frame->visual, (unsigned)frame->depth, ZPixmap, frame->segment.shmaddr, &frame->segment,
      (unsigned)width, (unsigned)height);
  if (image == NULL) return NULL;
  if (image->bits_per_pixel != 32 || (size_t)image->bytes_per_line * (size_t)height > frame->capacity) {
    image->data = NULL;
    XDestroyImage(image);
    return NULL;
  }
  frame->image = image;
  *stride = image->bytes_per_line;
  return frame->segment.shmaddr;
}

int window_frame_show(window_frame *frame) {
  if (frame == NULL || frame->image == NULL) return 0;
  XShmPutImage(frame->display, frame->window, frame->gc, frame->image, 0, 0, 0, 0,
               (unsigned)frame->image->width, (unsigned)frame->image->height, False);
  XSync(frame->display, False);
  return 1;
}

int window_frame_allocations(const window_frame *frame) { return frame == NULL ? 0 : frame->allocations; }

void window_frame_map_spare_memory(window_frame *frame) {
  if (frame == NULL || frame->spare_from == 0 || frame->spare_from >= frame->capacity) return;
  populate_in_background(frame->segment.shmaddr + frame->spare_from, frame->capacity - frame->spare_from);
  frame->spare_from = 0;
}

void window_frame_destroy(window_frame *frame) {
  if (frame == NULL) return;
  release_segment(frame);
  XFreeGC(frame->display, frame->gc);
  free(frame);
}

#else

window_frame *window_frame_create(struct SDL_Window *window) {
  (void)window;
  return NULL;
}
void *window_frame_pixels(window_frame *frame, int width, int height, int *stride) {
  (void)frame;
  (void)width;
  (void)height;
  (void)stride;
  return NULL;
}
int window_frame_show(window_frame *frame) {
  (void)frame;
  return 0;
}
int window_frame_allocations(const window_frame *frame) {
  (void)frame;
  return 0;
}
void window_frame_map_spare_memory(window_frame *frame) { (void)frame; }
void window_frame_destroy(window_frame *frame) { (void)frame; }

#endif
