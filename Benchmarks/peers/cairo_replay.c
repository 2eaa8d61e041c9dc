/*
 * cairo_replay: the peer of `storykit-bench images case=frame`, the floor for our frame.
 *
 * It loads a replay file written by StoryKitBenchmarks (CairoReplay+Encoding.swift describes the
 * format): one story-bar frame as recorded from our view tree, with its resources. Loading does
 * once what our side has done before its timed frames: decode the images into Cairo surfaces,
 * configure the Pango layouts (PangoTextEngine caches them), rasterize the angular gradients
 * from their mesh patches (AngularGradientCache keeps them). A frame then issues the Cairo and
 * Pango calls CairoCanvas makes for the same Canvas calls (Sources/StoryKitCairo/CairoCanvas.swift,
 * AngularGradientCache.swift, PangoTextEngine.swift, Bitmap.swift), on an ARGB32 image surface of
 * the same size, and nothing else: no view tree, no bookkeeping.
 *
 *   cairo_replay <file> [--png <path>]
 *
 * It draws 3 warm-up frames, writes the last to <path> if asked, prints
 * `ready width=… height=… commands=… mismatches=… cairo=… pango=…`, then serves the batch protocol
 * of Benchmarks/peers/peer_batches.py: `run frame <n>` is answered
 * `batch case=frame n=<n> ms=<t1>,…`, each time taken with clock_gettime(CLOCK_MONOTONIC) around
 * one frame; `quit` or the end of input ends it. `mismatches` counts gradient strokes whose pixel
 * radius, worked out from Cairo's extents here, differs from the one recorded: it must be 0.
 *
 * Cached layers (CairoReplay+Layers.swift) are images too: drawn by Cairo under a matrix, or
 * turned in perspective by the pixman calls CairoCanvas made for them (cairo_replay_frame.h).
 *
 * Build: cc -O2 -pthread -o cairo_replay cairo_replay.c $(pkg-config --cflags --libs pangocairo pixman-1) -lm
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pango/pangocairo.h>
#include <pixman.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { uint8_t op; double v[6]; } element;
typedef struct { uint32_t count; element *elements; } path;
typedef struct { double offset, rgba[4]; } stop;
typedef struct {
  uint8_t kind; /* 0 solid, 1 linear, 2 angular */
  double rgba[4], x0, y0, x1, y1, angle;
  uint32_t stop_count;
  stop *stops;
  int32_t gradient;
} paint;
/* A perspective layer's mask (two triangles' coverage IN an alpha) and one pixman call. */
typedef struct { int32_t area[4]; pixman_triangle_t triangles[2]; uint16_t alpha; } layer_mask;
typedef struct {
  pixman_transform_t matrix;
  pixman_color_t color; /* the source when solid: a shade laid over what was just drawn */
  uint8_t solid, replaces, pad, nearest, mask_kind;
  uint32_t mask_value;
  int32_t area[4], mask_offset[2];
} layer_call;
/* What one thread does (its masks, then its calls); the parts of a group run at once. */
typedef struct { uint32_t mask_count, call_count; layer_mask *masks; layer_call *calls; } layer_part;
typedef struct { uint32_t part_count; layer_part *parts; } layer_group;
typedef struct {
  uint8_t tag, cap, join, mode, nearest;
  path path;
  paint paint;
  double width, phase, opacity, v[6];
  uint32_t dash_count, index, group_count;
  double *dash;
  layer_group *groups;
} command;
typedef struct { cairo_surface_t *surface; pixman_image_t *pixels; int width, height; double scale; } image;
typedef struct { cairo_surface_t *surface; int radius; } gradient;
typedef struct { PangoLayout *layout; double rgba[4]; } text;

enum { END = 0, IMAGE = 1, GRADIENT = 2, TEXT = 3, SAVE = 16, RESTORE, TRANSFORM, COLLAPSE, CLIP,
       PUSH_GROUP, POP_GROUP, DROP_GROUP, FILL, STROKE, SHOW_TEXT, SHOW_IMAGE, DRAW_LAYER, COMPOSITE_LAYER };

static unsigned char *bytes;
static size_t size, offset;
static int width, height, mismatches;
static double scale, background[4];
static cairo_surface_t *target;
static image *images;
static gradient *gradients;
static text *texts;
static command *commands;
static uint32_t image_count, gradient_count, text_count, command_count;

static void fail(const char *what) {
  printf("error message=%s\n", what);
  fprintf(stderr, "cairo_replay: %s\n", what);
  exit(2);
}

static void need(size_t count) { if (count > size - offset) fail("the replay file is cut short"); }
static uint8_t u8(void) { need(1); return bytes[offset++]; }
static uint32_t u32(void) { uint32_t v; need(4); memcpy(&v, bytes + offset, 4); offset += 4; return v; }
static int32_t i32(void) { return (int32_t)u32(); }
static double f64(void) { double v; need(8); memcpy(&v, bytes + offset, 8); offset += 8; return v; }
static void color(double *rgba) { for (int i = 0; i < 4; i++) rgba[i] = f64(); }
static void *grow(void *array, uint32_t count, size_t item) {
  void *bigger = realloc(array, (count + 1) * item);
  if (!bigger) fail("out of memory");
  return bigger;
}
static char *string(void) {
  uint32_t count = u32();
  need(count);
  char *s = malloc(count + 1);
  if (!s) fail("out of memory");
  memcpy(s, bytes + offset, count);
  s[count] = 0;
  offset += count;
  return s;
}

static path read_path(void) {
  static const int values[] = {2, 2, 6, 5, 5, 0};
  path p = {u32(), NULL};
  if (p.count > size - offset) fail("a path is longer than the file");
  p.elements = calloc(p.count + 1, sizeof(element));
  for (uint32_t i = 0; i < p.count; i++) {
    p.elements[i].op = u8();
    if (p.elements[i].op > 5) fail("unknown path element");
    for (int k = 0; k < values[p.elements[i].op]; k++) p.elements[i].v[k] = f64();
  }
  return p;
}

static paint read_paint(void) {
  paint p = {.kind = u8()};
  if (p.kind == 0) {
    color(p.rgba);
  } else if (p.kind == 1) {
    p.x0 = f64(), p.y0 = f64(), p.x1 = f64(), p.y1 = f64();
    p.stop_count = u32();
    if (p.stop_count > size - offset) fail("too many stops");
    p.stops = calloc(p.stop_count + 1, sizeof(stop));
    for (uint32_t i = 0; i < p.stop_count; i++) p.stops[i].offset = f64(), color(p.stops[i].rgba);
  } else if (p.kind == 2) {
    p.gradient = i32();
    p.x0 = f64(), p.y0 = f64(), p.angle = f64();
    color(p.rgba);
    if (p.gradient >= (int32_t)gradient_count) fail("a stroke refers to a missing gradient");
  } else {
    fail("unknown paint");
  }
  return p;
}

/* PangoTextEngine.textBeforeMergedParagraphs: the text up to the first line separator at or after
 * the start of the last allowed line, or NULL. */
static char *before_merged(PangoLayout *layout, const char *s, int max_lines) {
  if (pango_layout_get_line_count(layout) < max_lines) return NULL;
  PangoLayoutLine *line = pango_layout_get_line_readonly(layout, max_lines - 1);
  if (!line) return NULL;
  size_t length = strlen(s), i = line->start_index < 0 ? 0 : (size_t)line->start_index;
  for (; i + 3 <= length; i++)
    if (memcmp(s + i, "\xE2\x80\xA8", 3) == 0) return strndup(s, i);
  return NULL;
}

/* PangoTextEngine.configure, for the settings the Swift side recorded. */
static void read_text(PangoContext *context) {
  texts = grow(texts, text_count, sizeof(text));
  char *s = string(), *families = string();
  uint32_t weight = u32();
  double points = f64();
  int auto_dir = u8(), alignment = u8();
  int32_t wrap_width = i32();
  uint32_t max_lines = u32();
  int cuts = u8();
  text *t = &texts[text_count++];
  color(t->rgba);
  PangoLayout *layout = pango_layout_new(context);
  PangoFontDescription *font = pango_font_description_new();
  pango_font_description_set_family(font, families);
  pango_font_description_set_weight(font, (PangoWeight)weight);
  pango_font_description_set_absolute_size(font, points * PANGO_SCALE);
  pango_layout_set_font_description(layout, font);
  pango_font_description_free(font);
  pango_layout_set_auto_dir(layout, auto_dir);
  pango_layout_set_alignment(layout, (PangoAlignment)alignment);
  if (wrap_width >= 0) {
    pango_layout_set_width(layout, wrap_width);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    if (max_lines > 0) {
      pango_layout_set_height(layout, -(int)max_lines);
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
      if (cuts) {
        pango_layout_set_text(layout, s, -1);
        char *kept = before_merged(layout, s, (int)max_lines);
        if (kept) {
          free(s);
          s = malloc(strlen(kept) + 4);
          if (!s) fail("out of memory");
          strcpy(s, kept);
          strcat(s, "\xE2\x80\xA6");
          free(kept);
        }
      }
    }
  }
  pango_layout_set_text(layout, s, -1);
  t->layout = layout;
  free(s);
  free(families);
}

static void read_image(void) {
  images = grow(images, image_count, sizeof(image));
  image *im = &images[image_count++];
  im->width = (int)u32(), im->height = (int)u32(), im->scale = f64();
  uint8_t format = u8(); /* the surface format ours has: 0 ARGB32, 1 RGB24 */
  if (im->width <= 0 || im->height <= 0 || im->width > 16384 || im->height > 16384) fail("bad image size");
  if (format > 1) fail("bad image format");
  need((size_t)im->width * im->height * 4);
  im->surface = cairo_image_surface_create(format ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, im->width, im->height);
  cairo_surface_flush(im->surface);
  unsigned char *data = cairo_image_surface_get_data(im->surface);
  int stride = cairo_image_surface_get_stride(im->surface);
  for (int y = 0; y < im->height; y++) memcpy(data + (size_t)y * stride, bytes + offset + (size_t)y * im->width * 4, (size_t)im->width * 4);
  offset += (size_t)im->width * im->height * 4;
  cairo_surface_mark_dirty(im->surface);
  /* CairoLayer.pixmanImage: the same pixels as pixman sees them. */
  im->pixels = pixman_image_create_bits(format ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8, im->width, im->height,
                                        (uint32_t *)data, stride);
}

/* One thread's part of a layer turned in perspective: its masks and calls (CairoReplay+Layers.swift). */
static void read_layer_part(layer_part *c) {
  c->mask_count = u32();
  if (c->mask_count > (size - offset) / 69) fail("too many masks");
  c->masks = calloc(c->mask_count + 1, sizeof(layer_mask));
  for (uint32_t i = 0; i < c->mask_count; i++) {
    layer_mask *m = &c->masks[i];
    for (int k = 0; k < 4; k++) m->area[k] = i32();
    pixman_point_fixed_t points[6];
    for (int k = 0; k < 6; k++) points[k].x = i32(), points[k].y = i32();
    m->triangles[0] = (pixman_triangle_t){points[0], points[1], points[2]};
    m->triangles[1] = (pixman_triangle_t){points[3], points[4], points[5]};
    m->alpha = (uint16_t)u32();
    if (m->area[2] <= 0 || m->area[3] <= 0 || m->area[2] > 16384 || m->area[3] > 16384) fail("bad mask size");
  }
  c->call_count = u32();
  if (c->call_count > (size - offset) / 68) fail("too many calls");
  c->calls = calloc(c->call_count + 1, sizeof(layer_call));
  for (uint32_t i = 0; i < c->call_count; i++) {
    layer_call *k = &c->calls[i];
    for (int row = 0; row < 3; row++)
      for (int column = 0; column < 3; column++) k->matrix.matrix[row][column] = i32();
    k->solid = u8();
    if (k->solid) {
      uint32_t rgba[4] = {u32(), u32(), u32(), u32()};
      if (rgba[0] > 65535 || rgba[1] > 65535 || rgba[2] > 65535 || rgba[3] > 65535) fail("bad solid colour");
      k->color = (pixman_color_t){(uint16_t)rgba[0], (uint16_t)rgba[1], (uint16_t)rgba[2], (uint16_t)rgba[3]};
    }
    k->replaces = u8();
    k->pad = u8(), k->nearest = u8(), k->mask_kind = u8(), k->mask_value = u32();
    for (int n = 0; n < 4; n++) k->area[n] = i32();
    k->mask_offset[0] = i32(), k->mask_offset[1] = i32();
    if (k->mask_kind > 2 || (k->mask_kind == 2 && k->mask_value >= c->mask_count)) fail("bad mask in a call");
  }
}

static void read_layer_groups(command *c) {
  c->group_count = u32();
  if (c->group_count > (size - offset) / 4) fail("too many groups");
  c->groups = calloc(c->group_count + 1, sizeof(layer_group));
  for (uint32_t g = 0; g < c->group_count; g++) {
    layer_group *group = &c->groups[g];
    group->part_count = u32();
    if (group->part_count == 0 || group->part_count > 64) fail("bad part count");
    group->parts = calloc(group->part_count, sizeof(layer_part));
    for (uint32_t p = 0; p < group->part_count; p++) read_layer_part(&group->parts[p]);
  }
}

/* AngularGradientCache.rasterize: the mesh painted once into a square of twice the radius. */
static void read_gradient(void) {
  gradients = grow(gradients, gradient_count, sizeof(gradient));
  gradient *g = &gradients[gradient_count++];
  g->radius = (int)u32();
  uint32_t patches = u32();
  if (g->radius <= 0 || g->radius > 4096) fail("bad gradient radius");
  g->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, g->radius * 2, g->radius * 2);
  cairo_pattern_t *mesh = cairo_pattern_create_mesh();
  for (uint32_t i = 0; i < patches; i++) {
    path outline = read_path();
    cairo_mesh_pattern_begin_patch(mesh);
    for (uint32_t k = 0; k < outline.count; k++) {
      double *v = outline.elements[k].v;
      switch (outline.elements[k].op) {
      case 0: cairo_mesh_pattern_move_to(mesh, v[0], v[1]); break;
      case 1: cairo_mesh_pattern_line_to(mesh, v[0], v[1]); break;
      case 2: cairo_mesh_pattern_curve_to(mesh, v[0], v[1], v[2], v[3], v[4], v[5]); break;
      default: break;
      }
    }
    free(outline.elements);
    for (unsigned corner = 0; corner < 4; corner++) {
      double rgba[4];
      color(rgba);
      cairo_mesh_pattern_set_corner_color_rgba(mesh, corner, rgba[0], rgba[1], rgba[2], rgba[3]);
    }
    cairo_mesh_pattern_end_patch(mesh);
  }
  cairo_t *cr = cairo_create(g->surface);
  cairo_set_source(cr, mesh);
  cairo_paint(cr);
  cairo_pattern_destroy(mesh);
  cairo_destroy(cr);
  cairo_surface_flush(g->surface);
}

static void read_command(uint8_t tag) {
  commands = grow(commands, command_count, sizeof(command));
  command *c = &commands[command_count++];
  memset(c, 0, sizeof *c);
  c->tag = tag;
  switch (tag) {
  case SAVE: case RESTORE: case COLLAPSE: case PUSH_GROUP: case DROP_GROUP: break;
  case TRANSFORM: for (int i = 0; i < 6; i++) c->v[i] = f64(); break;
  case CLIP: c->path = read_path(); break;
  case POP_GROUP: c->v[0] = f64(); break;
  case FILL: c->path = read_path(), c->paint = read_paint(); break;
  case STROKE:
    c->path = read_path(), c->paint = read_paint();
    c->width = f64(), c->cap = u8(), c->join = u8(), c->dash_count = u32();
    if (c->dash_count > size - offset) fail("too many dashes");
    c->dash = calloc(c->dash_count + 1, sizeof(double));
    for (uint32_t i = 0; i < c->dash_count; i++) c->dash[i] = f64();
    c->phase = f64();
    break;
  case SHOW_TEXT:
    c->index = u32(), c->v[0] = f64(), c->v[1] = f64();
    if (c->index >= text_count) fail("a command refers to a missing text");
    break;
  case SHOW_IMAGE:
    c->index = u32();
    for (int i = 0; i < 4; i++) c->v[i] = f64();
    c->mode = u8();
    if (c->index >= image_count) fail("a command refers to a missing image");
    break;
  case DRAW_LAYER:
    c->index = u32();
    for (int i = 0; i < 6; i++) c->v[i] = f64();
    c->opacity = f64(), c->nearest = u8();
    if (c->index >= image_count) fail("a command refers to a missing layer");
    break;
  case COMPOSITE_LAYER:
    c->index = u32();
    if (c->index >= image_count) fail("a command refers to a missing layer");
    read_layer_groups(c);
    break;
  default: fail("unknown record");
  }
}

static void load(const char *file) {
  FILE *in = fopen(file, "rb");
  if (!in) fail("the replay file could not be opened");
  fseek(in, 0, SEEK_END);
  long length = ftell(in);
  fseek(in, 0, SEEK_SET);
  bytes = malloc(length > 0 ? (size_t)length : 1);
  if (!bytes || length < 0 || fread(bytes, 1, (size_t)length, in) != (size_t)length) fail("the replay file could not be read");
  fclose(in);
  size = (size_t)length;
  need(8);
  if (memcmp(bytes, "SKRPLY01", 8) != 0) fail("not a replay file");
  offset = 8;
  width = (int)u32(), height = (int)u32(), scale = f64();
  color(background);
  if (width <= 0 || height <= 0 || width > 16384 || height > 16384) fail("bad surface size");
  /* PangoTextEngine.init */
  PangoContext *context = pango_font_map_create_context(pango_cairo_font_map_get_default());
  pango_cairo_context_set_resolution(context, 72);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);
  for (uint8_t tag; (tag = u8()) != END;) {
    if (tag == IMAGE) read_image();
    else if (tag == GRADIENT) read_gradient();
    else if (tag == TEXT) read_text(context);
    else read_command(tag);
  }
  /* Bitmap.init: the surface, filled with the background once. */
  target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create(target);
  cairo_set_source_rgba(cr, background[0], background[1], background[2], background[3]);
  cairo_paint(cr);
  cairo_destroy(cr);
}

#include "cairo_replay_frame.h"

int main(int argc, char **argv) {
  if (argc != 2 && !(argc == 4 && strcmp(argv[2], "--png") == 0)) fail("usage: cairo_replay <file> [--png <path>]");
  load(argv[1]);
  for (int i = 0; i < 3; i++) frame();
  if (argc == 4 && cairo_surface_write_to_png(target, argv[3]) != CAIRO_STATUS_SUCCESS) fail("the PNG could not be written");
  printf("ready width=%d height=%d commands=%u images=%u texts=%u gradients=%u mismatches=%d cairo=%s pango=%s\n",
         width, height, command_count, image_count, text_count, gradient_count, mismatches, cairo_version_string(),
         pango_version_string());
  fflush(stdout);
  char line[256], name[64];
  int runs;
  while (fgets(line, sizeof line, stdin)) {
    if (strncmp(line, "quit", 4) == 0) return 0;
    if (sscanf(line, "run %63s %d", name, &runs) != 2 || strcmp(name, "frame") != 0 || runs <= 0 || runs > 100000) {
      line[strcspn(line, "\n")] = 0;
      for (char *p = line; *p; p++) if (*p == ' ') *p = '_';
      printf("error message=unknown-request:%s\n", line);
      fflush(stdout);
      continue;
    }
    printf("batch case=frame n=%d ms=", runs);
    for (int i = 0; i < runs; i++) {
      struct timespec start, end;
      clock_gettime(CLOCK_MONOTONIC, &start);
      frame();
      clock_gettime(CLOCK_MONOTONIC, &end);
      double ms = (double)(end.tv_sec - start.tv_sec) * 1e3 + (double)(end.tv_nsec - start.tv_nsec) / 1e6;
      printf(i ? ",%.6f" : "%.6f", ms);
    }
    printf("\n");
    fflush(stdout);
  }
  return 0;
}
