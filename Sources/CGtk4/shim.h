#ifndef STORYKIT_CGTK4_SHIM_H
#define STORYKIT_CGTK4_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>

// Swift's main actor runs on libdispatch's main queue. These two libdispatch entry points are the
// ones swift-corelibs-foundation's run loop uses to drain that queue from another event loop:
// StoryKitGTK watches the queue's file descriptor from GLib's main loop (GTKMainLoop).
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);


// Accessibility proxies (StoryKitGTK's GTKAccessibilityBridge). GTK's property and state
// setters are variadic, which Swift cannot call; these wrap the few calls the bridge makes.

/// A new widget of `type` with the accessible role `role` (construct-only), or the type's own
/// role when `role` is negative. Floating, as from any `_new`.
static inline GtkWidget *storykit_proxy_new(GType type, int role) {
  if (role < 0) return GTK_WIDGET(g_object_new(type, NULL));
  return GTK_WIDGET(g_object_new(type, "accessible-role", (GtkAccessibleRole)role, NULL));
}

/// Sets the accessible label and description (either may be NULL, which resets it).
static inline void storykit_proxy_set_text(GtkWidget *widget, const char *label, const char *description) {
  GtkAccessible *accessible = GTK_ACCESSIBLE(widget);
  if (label) gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  else gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL);
  if (description) gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  else gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/// Sets the selected and disabled states.
static inline void storykit_proxy_set_states(GtkWidget *widget, gboolean selected, gboolean disabled) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected,
    GTK_ACCESSIBLE_STATE_DISABLED, disabled, -1);
}

/// A new, empty action group (a GSimpleActionGroup; unreferenced by storykit_proxy_set_actions).
static inline void *storykit_action_group_new(void) { return g_simple_action_group_new(); }

/// Adds an action without parameter called `name` to `group`; `activate` is an "activate"
/// handler (GSimpleAction *, GVariant *, gpointer), `release` frees `data` with the action.
static inline void storykit_action_group_add(void *group, const char *name, GCallback activate, gpointer data,
                                             GClosureNotify release) {
  GSimpleAction *action = g_simple_action_new(name, NULL);
  g_signal_connect_data(action, "activate", activate, data, release, (GConnectFlags)0);
  g_action_map_add_action(G_ACTION_MAP(group), G_ACTION(action));
  g_object_unref(action);
}

/// Gives `widget` the action group `group` under `prefix` (NULL removes it), taking the caller's
/// reference to the group.
static inline void storykit_proxy_set_actions(GtkWidget *widget, const char *prefix, void *group) {
  gtk_widget_insert_action_group(widget, prefix, group ? G_ACTION_GROUP(group) : NULL);
  if (group) g_object_unref(group);
}

/// Places `child` at (x, y) in its parent's coordinates with the size `width` × `height`,
/// measuring it first, as GTK asks of every child it allocates.
static inline void storykit_proxy_place(GtkWidget *child, int x, int y, int width, int height) {
  int minimum = 0, natural = 0;
  gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
  graphene_point_t origin = GRAPHENE_POINT_INIT((float)x, (float)y);
  gtk_widget_allocate(child, width, height, -1, gsk_transform_translate(NULL, &origin));
}

#endif
