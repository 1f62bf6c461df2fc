// What domain/notifications offers the rest of the server; its other files are its own.
export { listNotifications, markAllRead, markRead, unreadCount } from './notifications-repository.ts';
export { type NotificationInput, notify, notifyEach } from './notify.ts';
