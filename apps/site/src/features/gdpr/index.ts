export { closeWindow } from './closeWindow.ts';
export { GdprPage } from './GdprPage.tsx';
