#include <SDL2/SDL.h>

// Function-like macros are not imported into Swift; re-export the ones the Gallery needs.
static const int CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int CSDL_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static const Uint32 CSDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Uint32 CSDL_BUTTON_LMASK = SDL_BUTTON_LMASK;
