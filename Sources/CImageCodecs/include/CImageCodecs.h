#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H
#include <stddef.h>
#include <stdint.h>
#endif
