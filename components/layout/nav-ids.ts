/** Element ids shared by the server-rendered header menus and the script that enhances them. */
export const navMenuId = (label: string) => `nav-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
export const MOBILE_MENU_ID = 'mobile-menu';
