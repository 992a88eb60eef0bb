#ifndef MOTION_CGIF_SHIM_H
#define MOTION_CGIF_SHIM_H
#include <gif_lib.h>
#endif
