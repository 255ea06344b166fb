export { NotificationsPage } from 'shared-features';
