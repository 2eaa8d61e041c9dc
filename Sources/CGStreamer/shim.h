#ifndef STORYKIT_CGSTREAMER_SHIM_H
#define STORYKIT_CGSTREAMER_SHIM_H

// GStreamer core and the app sink (pkg-config gstreamer-app-1.0): StoryKitGStreamer's playbin
// and the appsink that hands decoded BGRA frames to Swift.
#include <gst/gst.h>
#include <gst/app/gstappsink.h>

// Swift does not import C variadic functions or GObject cast macros; these typed wrappers do
// what `g_object_set` and the `GST_*` macros do.

static inline void storykit_gst_set_string(gpointer object, const char *name, const char *value) {
  g_object_set(object, name, value, NULL);
}

static inline void storykit_gst_set_bool(gpointer object, const char *name, gboolean value) {
  g_object_set(object, name, value, NULL);
}

static inline void storykit_gst_set_int(gpointer object, const char *name, gint value) {
  g_object_set(object, name, value, NULL);
}

static inline void storykit_gst_set_uint(gpointer object, const char *name, guint value) {
  g_object_set(object, name, value, NULL);
}

static inline void storykit_gst_set_int64(gpointer object, const char *name, gint64 value) {
  g_object_set(object, name, value, NULL);
}

static void storykit_gst_source_setup(GstElement *playbin, GstElement *source, gpointer seconds) {
  (void)playbin;
  GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(source), "timeout");
  if (spec != NULL && G_PARAM_SPEC_VALUE_TYPE(spec) == G_TYPE_UINT) {
    g_object_set(source, "timeout", GPOINTER_TO_UINT(seconds), NULL);
  }
}

/// Gives each network source playbin makes (souphttpsrc) an I/O timeout of `seconds`, so it
/// gives up on a silent server when the player does, not at its own 15 s.
static inline void storykit_gst_set_source_timeout(GstElement *playbin, guint seconds) {
  g_signal_connect(playbin, "source-setup", G_CALLBACK(storykit_gst_source_setup), GUINT_TO_POINTER(seconds));
}

static inline void storykit_gst_set_object(gpointer object, const char *name, gpointer value) {
  g_object_set(object, name, value, NULL);
}

/// An object-valued property (a new reference), or NULL.
static inline gpointer storykit_gst_get_object(gpointer object, const char *name) {
  gpointer value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
}

/// A GstStructure-valued property (a copy to free with gst_structure_free), or NULL.
static inline GstStructure *storykit_gst_get_structure(gpointer object, const char *name) {
  GstStructure *value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
}

/// A boolean property.
static inline gboolean storykit_gst_get_bool(gpointer object, const char *name) {
  gboolean value = FALSE;
  g_object_get(object, name, &value, NULL);
  return value;
}

/// The name of the factory that made `element` (owned by the factory), or NULL.
static inline const char *storykit_gst_factory_name(GstElement *element) {
  GstElementFactory *factory = gst_element_get_factory(element);
  return factory ? gst_plugin_feature_get_name(GST_PLUGIN_FEATURE(factory)) : NULL;
}

/// Whether a bin holds a child made by the factory `name`.
static inline gboolean storykit_gst_bin_holds(gpointer bin, const char *name) {
  gboolean found = FALSE;
  GST_OBJECT_LOCK(bin);
  for (GList *child = GST_BIN_CHILDREN(GST_BIN(bin)); child != NULL && !found; child = child->next) {
    const char *factory = storykit_gst_factory_name(GST_ELEMENT(child->data));
    found = factory != NULL && g_strcmp0(factory, name) == 0;
  }
  GST_OBJECT_UNLOCK(bin);
  return found;
}

/// The child of a bin by name (a new reference), or NULL.
static inline GstElement *storykit_gst_bin_child(gpointer bin, const char *name) {
  return gst_bin_get_by_name(GST_BIN(bin), name);
}

/// The pipeline's bus (a new reference).
static inline GstBus *storykit_gst_element_bus(GstElement *element) {
  return gst_element_get_bus(element);
}

/// The type of a message.
static inline GstMessageType storykit_gst_message_type(GstMessage *message) {
  return GST_MESSAGE_TYPE(message);
}

/// Whether the message was posted by `element`.
static inline gboolean storykit_gst_message_is_from(GstMessage *message, GstElement *element) {
  return GST_MESSAGE_SRC(message) == GST_OBJECT(element);
}

/// The name of the element that posted the message (owned by it).
static inline const char *storykit_gst_message_source_name(GstMessage *message) {
  return GST_MESSAGE_SRC_NAME(message);
}

/// The presentation time of a buffer, or GST_CLOCK_TIME_NONE.
static inline GstClockTime storykit_gst_buffer_pts(GstBuffer *buffer) {
  return GST_BUFFER_PTS(buffer);
}

/// The app sink of an element made as one.
static inline GstAppSink *storykit_gst_app_sink(GstElement *element) {
  return GST_APP_SINK(element);
}

#endif
