/** Mantine's toast store module alone (aliased in vite.config.ts, decision 125): the package's index without its host. */
declare module '@mantine/notifications/store' {
  export { notifications, notificationsStore } from '@mantine/notifications';
}
