#ifndef MOTION_CSDL2_SHIM_H
#define MOTION_CSDL2_SHIM_H
#include <SDL.h>
#include <SDL2_gfxPrimitives.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#endif
