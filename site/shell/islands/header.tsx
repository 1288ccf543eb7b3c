// Hydrated as the "header" island: menus, theme switch, language selector and crisis banner.
export { Header as default } from '../header/Header';
