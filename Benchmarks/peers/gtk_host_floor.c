// The floor of `storykit-bench host --case transition`: the same GTK window (420 x 760 pt at
// GDK_SCALE=2, GSK's Cairo renderer) handed a whole window of new pixels on every tick of GTK's
// frame clock, the way GTKHostView hands them over (64 px strips, each a Cairo render node
// painting a copy of the strip), with no drawing at all: two frames made once, alternating.
// What is left is GTK's own work per frame (the render-node diff, the window's background, the
// paint into its surface and the upload to the X server) and the copy into the strips.
//
// Usage: gtk_host_floor [--seconds N] [--warm-up S]
// Prints one line: floor frames=<ticks> late=<%> dropped=<%> interval=<ms> paint-median=<ms>
// paint-p99=<ms> scale=<n> (late: an interval between ticks over 1.5 x 16.7 ms; dropped: such an
// interval skipped its length in frames less one, as a share of the frames due).
// Exit status 1 when the window is not at scale 2 or not 420 x 760 pt.
#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WIDTH 420
#define HEIGHT 760
#define SCALE 2
#define STRIP_ROWS 64
#define MAX_FRAMES 20000

static cairo_surface_t *frames[2];
static unsigned long frame_number = 0;
static double ticks[MAX_FRAMES];
static double paints[MAX_FRAMES];
static int tick_count = 0, paint_count = 0;
static gboolean awaiting_paint = FALSE;
static double seconds = 10, warm_up = 0.5, started = -1, recording_from = -1;
static int exit_status = 0;
static GtkWidget *area;
static const cairo_user_data_key_t keep_alive;

static double now(void) { return g_get_monotonic_time() / 1e6; }

static void destroy_surface(void *surface) { cairo_surface_destroy(surface); }

// One strip of the current frame: a copy of its rows, painted by a Cairo node at its place.
static GskRenderNode *strip_node(cairo_surface_t *frame, int top, int rows) {
  int stride = cairo_image_surface_get_stride(frame);
  cairo_surface_t *copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH * SCALE, rows);
  memcpy(cairo_image_surface_get_data(copy), cairo_image_surface_get_data(frame) + top * stride,
         (size_t)rows * stride);
  cairo_surface_mark_dirty(copy);
  cairo_surface_set_device_scale(copy, SCALE, SCALE);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, (float)top / SCALE, WIDTH, (float)rows / SCALE);
  GskRenderNode *node = gsk_cairo_node_new(&bounds);
  cairo_t *context = gsk_cairo_node_get_draw_context(node);
  cairo_set_source_surface(context, copy, 0, (double)top / SCALE);
  cairo_paint(context);
  cairo_destroy(context);
  cairo_surface_set_user_data(gsk_cairo_node_get_surface(node), &keep_alive, copy, destroy_surface);
  return node;
}

static void floor_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
  cairo_surface_t *frame = frames[frame_number & 1];
  for (int top = 0; top < HEIGHT * SCALE; top += STRIP_ROWS) {
    int rows = MIN(STRIP_ROWS, HEIGHT * SCALE - top);
    GskRenderNode *node = strip_node(frame, top, rows);
    gtk_snapshot_append_node(snapshot, node);
    gsk_render_node_unref(node);
  }
}

typedef GtkWidget FloorArea;
typedef GtkWidgetClass FloorAreaClass;
G_DEFINE_TYPE(FloorArea, floor_area, GTK_TYPE_WIDGET)
static void floor_area_class_init(FloorAreaClass *klass) { klass->snapshot = floor_snapshot; }
static void floor_area_init(FloorArea *self) {}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

// Linear between the two nearest ranks, as the Swift side's SampleStatistics.quantile.
static double quantile(double *values, int count, double q) {
  if (count == 0) return NAN;
  qsort(values, count, sizeof(double), compare);
  double rank = (count - 1) * q;
  int lower = (int)floor(rank), upper = MIN(lower + 1, count - 1);
  return values[lower] + (rank - lower) * (values[upper] - values[lower]);
}

static void report(void) {
  const double refresh = 1.0 / 60, threshold = 1.5 * refresh;
  int intervals = tick_count > 0 ? tick_count - 1 : 0, late = 0, dropped = 0;
  for (int i = 1; i < tick_count; i++) {
    double interval = ticks[i] - ticks[i - 1];
    if (interval <= threshold) continue;
    late++;
    int skipped = (int)lround(interval / refresh) - 1;
    dropped += skipped < 1 ? 1 : skipped;
  }
  static double latencies[MAX_FRAMES];
  int count = MIN(paint_count, tick_count);
  for (int i = 0; i < count; i++) latencies[i] = (paints[i] - ticks[i]) * 1000;
  double mean_interval = intervals > 0 ? (ticks[tick_count - 1] - ticks[0]) / intervals * 1000 : NAN;
  double median = quantile(latencies, count, 0.5), p99 = quantile(latencies, count, 0.99);
  printf("floor frames=%d late=%.1f dropped=%.1f interval=%.2f paint-median=%.2f paint-p99=%.2f scale=%d\n",
         tick_count, intervals ? 100.0 * late / intervals : 0.0,
         intervals + dropped ? 100.0 * dropped / (intervals + dropped) : 0.0, mean_interval, median, p99,
         gtk_widget_get_scale_factor(area));
  fflush(stdout);
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
  double time = now();
  if (started < 0) started = time;
  if (recording_from < 0 && time - started >= warm_up) {
    if (gtk_widget_get_scale_factor(widget) != SCALE || gtk_widget_get_width(widget) != WIDTH ||
        gtk_widget_get_height(widget) != HEIGHT) {
      fprintf(stderr, "gtk_host_floor: the window is %d x %d pt at scale %d, not %d x %d at %d\n",
              gtk_widget_get_width(widget), gtk_widget_get_height(widget), gtk_widget_get_scale_factor(widget),
              WIDTH, HEIGHT, SCALE);
      exit_status = 1;
      return G_SOURCE_REMOVE;
    }
    recording_from = time;
  }
  if (recording_from >= 0) {
    if (time - recording_from >= seconds || tick_count == MAX_FRAMES) {
      recording_from = -2;
      return G_SOURCE_REMOVE;
    }
    ticks[tick_count++] = time;
    awaiting_paint = TRUE;
  }
  frame_number++;
  gtk_widget_queue_draw(widget);
  return G_SOURCE_CONTINUE;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
  if (!awaiting_paint || paint_count >= tick_count) return;
  awaiting_paint = FALSE;
  paints[paint_count++] = now();
}

static void realized(GtkWidget *widget, gpointer data) {
  g_signal_connect(gtk_widget_get_frame_clock(widget), "after-paint", G_CALLBACK(after_paint), NULL);
}

// Two different frames, so that every strip changes on every tick.
static void make_frames(void) {
  for (int index = 0; index < 2; index++) {
    frames[index] = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH * SCALE, HEIGHT * SCALE);
    cairo_t *context = cairo_create(frames[index]);
    cairo_pattern_t *gradient = cairo_pattern_create_linear(0, 0, WIDTH * SCALE, HEIGHT * SCALE);
    cairo_pattern_add_color_stop_rgb(gradient, 0, index, 0.3, 1 - index);
    cairo_pattern_add_color_stop_rgb(gradient, 1, 1 - index, 0.8, index);
    cairo_set_source(context, gradient);
    cairo_paint(context);
    cairo_pattern_destroy(gradient);
    cairo_destroy(context);
    cairo_surface_flush(frames[index]);
  }
}

int main(int argc, char **argv) {
  for (int i = 1; i + 1 < argc; i += 2) {
    if (strcmp(argv[i], "--seconds") == 0) seconds = atof(argv[i + 1]);
    else if (strcmp(argv[i], "--warm-up") == 0) warm_up = atof(argv[i + 1]);
  }
  if (!(seconds > 0 && seconds <= 600)) seconds = 10;
  setenv("GDK_SCALE", "2", 0);
  setenv("GDK_BACKEND", "x11", 0);
  setenv("GSK_RENDERER", "cairo", 0);
  setenv("GTK_A11Y", "none", 0);
  if (!gtk_init_check()) {
    fprintf(stderr, "gtk_host_floor: no display\n");
    return 1;
  }
  make_frames();
  GtkWidget *window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(window), WIDTH, HEIGHT);
  gtk_window_set_title(GTK_WINDOW(window), "gtk_host_floor");
  area = g_object_new(floor_area_get_type(), NULL);
  gtk_widget_set_hexpand(area, TRUE);
  gtk_widget_set_vexpand(area, TRUE);
  g_signal_connect(area, "realize", G_CALLBACK(realized), NULL);
  gtk_window_set_child(GTK_WINDOW(window), area);
  gtk_window_present(GTK_WINDOW(window));
  gtk_widget_add_tick_callback(area, tick, NULL, NULL);
  while (recording_from != -2 && exit_status == 0) g_main_context_iteration(NULL, TRUE);
  if (exit_status == 0) report();
  gtk_window_destroy(GTK_WINDOW(window));
  return exit_status;
}
