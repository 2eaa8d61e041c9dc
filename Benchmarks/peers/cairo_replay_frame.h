/*
 * The frame of cairo_replay, included once by cairo_replay.c: for each recorded command, the
 * Cairo and Pango calls CairoCanvas makes for the Canvas call it stands for, in the same order
 * and with the same arguments. Each function names the Swift code it mirrors.
 */

/* CairoCanvas.addPath */
static void add_path(cairo_t *cr, const path *p) {
  cairo_new_path(cr);
  for (uint32_t i = 0; i < p->count; i++) {
    const double *v = p->elements[i].v;
    switch (p->elements[i].op) {
    case 0: cairo_move_to(cr, v[0], v[1]); break;
    case 1: cairo_line_to(cr, v[0], v[1]); break;
    case 2: cairo_curve_to(cr, v[0], v[1], v[2], v[3], v[4], v[5]); break;
    case 3: cairo_arc(cr, v[0], v[1], v[2], v[3], v[4]); break;
    case 4: cairo_arc_negative(cr, v[0], v[1], v[2], v[3], v[4]); break;
    default: cairo_close_path(cr); break;
    }
  }
}

/* CairoCanvas.withSource, then the fill or stroke; for an angular paint, CairoCanvas.coverRadius
 * and AngularGradientCache.pattern with the cached image (the lookup is the command's index). */
static void paint_with(cairo_t *cr, const paint *p, int stroke) {
  cairo_pattern_t *pattern;
  switch (p->kind) {
  case 0:
    cairo_set_source_rgba(cr, p->rgba[0], p->rgba[1], p->rgba[2], p->rgba[3]);
    break;
  case 1:
    pattern = cairo_pattern_create_linear(p->x0, p->y0, p->x1, p->y1);
    for (uint32_t i = 0; i < p->stop_count; i++) {
      const double *c = p->stops[i].rgba;
      cairo_pattern_add_color_stop_rgba(pattern, p->stops[i].offset, c[0], c[1], c[2], c[3]);
    }
    cairo_set_source(cr, pattern);
    stroke ? cairo_stroke(cr) : cairo_fill(cr);
    cairo_pattern_destroy(pattern);
    return;
  default: {
    double x1, y1, x2, y2, cx = p->x0, cy = p->y0;
    (stroke ? cairo_stroke_extents : cairo_path_extents)(cr, &x1, &y1, &x2, &y2);
    double corners[4][2] = {{x1, y1}, {x2, y1}, {x1, y2}, {x2, y2}}, farthest = 0;
    for (int i = 0; i < 4; i++) {
      double ex = corners[i][0] - cx, ey = corners[i][1] - cy, d = sqrt(ex * ex + ey * ey);
      farthest = i == 0 || d > farthest ? d : farthest;
    }
    double radius = fmax(1, farthest + 8);
    if (p->gradient < 0 || !isfinite(cx) || !isfinite(cy) || !isfinite(radius) || radius >= 1e6) {
      cairo_set_source_rgba(cr, p->rgba[0], p->rgba[1], p->rgba[2], p->rgba[3]);
      break;
    }
    double dx = 1, dy = 0;
    cairo_user_to_device_distance(cr, &dx, &dy);
    double device = sqrt(dx * dx + dy * dy), s = isfinite(device) && device > 0 ? device : 1;
    double angle = isfinite(p->angle) ? fmod(p->angle, 2 * 3.141592653589793) : 0;
    double pixels = ceil(radius * s / 8) * 8;
    const gradient *g = &gradients[p->gradient];
    if ((pixels > 8 ? (int)pixels : 8) != g->radius) mismatches++;
    pattern = cairo_pattern_create_for_surface(g->surface);
    double middle = g->radius, cosine = cos(angle) * s, sine = sin(angle) * s;
    cairo_matrix_t matrix = {cosine, -sine, sine, cosine, middle - (cosine * cx + sine * cy),
                             middle - (-sine * cx + cosine * cy)};
    cairo_pattern_set_matrix(pattern, &matrix);
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD);
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
    cairo_set_source(cr, pattern);
    stroke ? cairo_stroke(cr) : cairo_fill(cr);
    cairo_pattern_destroy(pattern);
    return;
  }
  }
  stroke ? cairo_stroke(cr) : cairo_fill(cr);
}

/* CairoCanvas.draw(_:in:contentMode:) with ContentMode.placement */
static void draw_image(cairo_t *cr, const command *c) {
  const image *im = &images[c->index];
  double x = c->v[0], y = c->v[1], w = c->v[2], h = c->v[3];
  double iw = im->width / im->scale, ih = im->height / im->scale, px = x, py = y, pw = w, ph = h;
  if (c->mode == 3) {
    pw = iw, ph = ih, px = x + w / 2 - iw / 2, py = y + h / 2 - ih / 2;
  } else if (c->mode != 0) {
    double sx = w / iw, sy = h / ih, f = c->mode == 1 ? fmin(sx, sy) : fmax(sx, sy);
    pw = iw * f, ph = ih * f, px = x + w / 2 - pw / 2, py = y + h / 2 - ph / 2;
  }
  cairo_save(cr);
  cairo_rectangle(cr, x, y, w, h);
  cairo_clip(cr);
  cairo_rectangle(cr, px, py, pw, ph);
  cairo_clip(cr);
  cairo_translate(cr, px, py);
  cairo_scale(cr, pw / im->width, ph / im->height);
  cairo_set_source_surface(cr, im->surface, 0, 0);
  /* CairoCanvas.imageFilter(for:pixels:): bilinear for a picture of a megapixel or more shrunk by
     at most half on each axis, GOOD otherwise. */
  cairo_filter_t filter = CAIRO_FILTER_GOOD;
  if ((long)im->width * (long)im->height >= 1000000) {
    double ax = 1, ay = 0, bx = 0, by = 1;
    cairo_user_to_device_distance(cr, &ax, &ay);
    cairo_user_to_device_distance(cr, &bx, &by);
    if (sqrt(ax * ax + ay * ay) >= 0.5 && sqrt(bx * bx + by * by) >= 0.5) filter = CAIRO_FILTER_BILINEAR;
  }
  cairo_pattern_set_filter(cairo_get_source(cr), filter);
  cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
  cairo_paint(cr);
  cairo_restore(cr);
}

/* CairoCanvas.drawLayer(_:through:opacity:filter:): the layer as source under its matrix. */
static void draw_layer(cairo_t *cr, const command *c) {
  cairo_save(cr);
  cairo_matrix_t matrix = {c->v[0], c->v[1], c->v[2], c->v[3], c->v[4], c->v[5]};
  cairo_transform(cr, &matrix);
  cairo_set_source_surface(cr, images[c->index].surface, 0, 0);
  cairo_pattern_t *pattern = cairo_get_source(cr);
  cairo_pattern_set_filter(pattern, c->nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE);
  cairo_paint_with_alpha(cr, c->opacity);
  cairo_restore(cr);
}

/* PerspectiveCompositor.alias: another pixman image over the same pixels. */
static pixman_image_t *alias(pixman_image_t *image) {
  return pixman_image_create_bits(pixman_image_get_format(image), pixman_image_get_width(image),
                                  pixman_image_get_height(image), pixman_image_get_data(image),
                                  pixman_image_get_stride(image));
}

typedef struct { const layer_part *part; pixman_image_t *source, *target; } part_job;

/* One thread's part (PerspectiveCompositor.compositeInCells): its own images over the layer's and
 * the target's pixels, its masks made (EdgeMask), then each call as it was made. */
static void *composite_part(void *argument) {
  const part_job *job = argument;
  const layer_part *c = job->part;
  pixman_image_t *source = alias(job->source), *target = alias(job->target);
  pixman_image_t *masks[c->mask_count + 1], *solid = NULL;
  uint32_t solid_alpha = 0;
  for (uint32_t i = 0; i < c->mask_count; i++) {
    const layer_mask *m = &c->masks[i];
    masks[i] = pixman_image_create_bits(PIXMAN_a8, m->area[2], m->area[3], NULL, 0);
    pixman_add_triangles(masks[i], 0, 0, 2, (pixman_triangle_t *)m->triangles);
    if (m->alpha < 65535) {
      pixman_color_t color = {0, 0, 0, m->alpha};
      pixman_image_t *fill = pixman_image_create_solid_fill(&color);
      pixman_image_composite32(PIXMAN_OP_IN, fill, NULL, masks[i], 0, 0, 0, 0, 0, 0, m->area[2], m->area[3]);
      pixman_image_unref(fill);
    }
  }
  for (uint32_t i = 0; i < c->call_count; i++) {
    const layer_call *k = &c->calls[i];
    pixman_image_t *mask = NULL;
    if (k->mask_kind == 2) mask = masks[k->mask_value];
    if (k->mask_kind == 1) {
      if (!solid || solid_alpha != k->mask_value) {
        if (solid) pixman_image_unref(solid);
        pixman_color_t color = {0, 0, 0, (uint16_t)k->mask_value};
        solid = pixman_image_create_solid_fill(&color), solid_alpha = k->mask_value;
      }
      mask = solid;
    }
    if (k->solid) {
      /* FaceShade: a solid colour over what was just drawn, through the same kinds of mask. */
      pixman_image_t *fill = pixman_image_create_solid_fill(&k->color);
      pixman_image_composite32(PIXMAN_OP_OVER, fill, mask, target, 0, 0, k->mask_offset[0], k->mask_offset[1],
                               k->area[0], k->area[1], k->area[2], k->area[3]);
      pixman_image_unref(fill);
      continue;
    }
    if (i == 0 || k->nearest != c->calls[i - 1].nearest)
      pixman_image_set_filter(source, k->nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, NULL, 0);
    pixman_image_set_transform(source, &k->matrix);
    pixman_image_set_repeat(source, k->pad ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE);
    pixman_image_composite32(k->replaces ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, mask, target, k->area[0],
                             k->area[1], k->mask_offset[0],
                             k->mask_offset[1], k->area[0], k->area[1], k->area[2], k->area[3]);
  }
  for (uint32_t i = 0; i < c->mask_count; i++) pixman_image_unref(masks[i]);
  if (solid) pixman_image_unref(solid);
  pixman_image_unref(source);
  pixman_image_unref(target);
  return NULL;
}

/* CairoCanvas.drawLayerInPerspective: straight into the target's pixels between a flush and a mark
 * dirty; the parts of a group at once (PerspectiveCompositor.compositeSharing), groups in order. */
static void composite_layer(cairo_t *cr, const command *c) {
  cairo_surface_t *surface = cairo_get_group_target(cr);
  cairo_surface_flush(surface);
  pixman_image_t *target = pixman_image_create_bits(
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8,
      cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
      (uint32_t *)cairo_image_surface_get_data(surface), cairo_image_surface_get_stride(surface));
  for (uint32_t g = 0; g < c->group_count; g++) {
    const layer_group *group = &c->groups[g];
    part_job jobs[group->part_count];
    pthread_t threads[group->part_count];
    for (uint32_t p = 0; p < group->part_count; p++)
      jobs[p] = (part_job){&group->parts[p], images[c->index].pixels, target};
    for (uint32_t p = 1; p < group->part_count; p++)
      if (pthread_create(&threads[p], NULL, composite_part, &jobs[p]) != 0) composite_part(&jobs[p]), threads[p] = 0;
    composite_part(&jobs[0]);
    for (uint32_t p = 1; p < group->part_count; p++)
      if (threads[p]) pthread_join(threads[p], NULL);
  }
  pixman_image_unref(target);
  cairo_surface_mark_dirty(surface);
}

static void run(cairo_t *cr, const command *c) {
  switch (c->tag) {
  case SAVE: cairo_save(cr); break;
  case RESTORE: cairo_restore(cr); break;
  case TRANSFORM: {
    cairo_matrix_t matrix = {c->v[0], c->v[1], c->v[2], c->v[3], c->v[4], c->v[5]};
    cairo_transform(cr, &matrix);
    break;
  }
  case COLLAPSE:
    cairo_new_path(cr);
    cairo_rectangle(cr, 0, 0, 0, 0);
    cairo_clip(cr);
    break;
  case CLIP:
    add_path(cr, &c->path);
    cairo_clip(cr);
    break;
  case PUSH_GROUP: cairo_push_group(cr); break;
  case POP_GROUP:
    cairo_pop_group_to_source(cr);
    cairo_paint_with_alpha(cr, c->v[0]);
    break;
  case DROP_GROUP: cairo_pop_group_to_source(cr); break;
  case FILL:
    add_path(cr, &c->path);
    paint_with(cr, &c->paint, 0);
    break;
  case STROKE:
    add_path(cr, &c->path);
    cairo_set_line_width(cr, c->width);
    cairo_set_line_cap(cr, (cairo_line_cap_t)c->cap);
    cairo_set_line_join(cr, (cairo_line_join_t)c->join);
    cairo_set_dash(cr, c->dash, (int)c->dash_count, c->phase);
    paint_with(cr, &c->paint, 1);
    cairo_set_dash(cr, NULL, 0, 0);
    break;
  case SHOW_TEXT: { /* PangoTextEngine.show */
    const text *t = &texts[c->index];
    cairo_save(cr);
    cairo_set_source_rgba(cr, t->rgba[0], t->rgba[1], t->rgba[2], t->rgba[3]);
    cairo_move_to(cr, c->v[0], c->v[1]);
    pango_cairo_show_layout(cr, t->layout);
    cairo_restore(cr);
    break;
  }
  case SHOW_IMAGE: draw_image(cr, c); break;
  case DRAW_LAYER: draw_layer(cr, c); break;
  case COMPOSITE_LAYER: composite_layer(cr, c); break;
  default: break;
  }
}

/* Bitmap.render: a new context (Bitmap.makeCanvas, CairoCanvas.init), the frame, the canvas gone
 * (CairoCanvas.deinit), the surface flushed. */
static void frame(void) {
  cairo_t *cr = cairo_create(target);
  cairo_reference(cr);
  cairo_save(cr);
  cairo_scale(cr, scale, scale);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD);
  cairo_destroy(cr);
  for (uint32_t i = 0; i < command_count; i++) run(cr, &commands[i]);
  cairo_restore(cr);
  cairo_destroy(cr);
  cairo_surface_flush(target);
}
