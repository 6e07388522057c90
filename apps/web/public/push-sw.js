/*
 * Web Push in the installed app (decision 0032), imported by the service worker Workbox writes
 * (apps/web/vite.config.ts, workbox.importScripts). The server sends { title, body, url, tag }
 * (apps/server/src/messaging/web-push.ts); a tap opens the url, in a window of the app already open
 * when there is one. Only pages of the app itself are ever opened.
 */
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { url: typeof message.url === 'string' ? message.url : '/' },
  };
  if (typeof message.tag === 'string') options.tag = message.tag;
  event.waitUntil(self.registration.showNotification(message.title || 'Sessionbook', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
