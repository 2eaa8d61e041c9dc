#ifndef STORYKIT_CGTK4_SHIM_H
#define STORYKIT_CGTK4_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>

// Swift's main actor runs on libdispatch's main queue. These two libdispatch entry points are the
// ones swift-corelibs-foundation's run loop uses to drain that queue from another event loop:
// StoryKitGTK watches the queue's file descriptor from GLib's main loop (GTKMainLoop).
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);

#endif
