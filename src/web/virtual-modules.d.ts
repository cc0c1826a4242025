/** The footer's platform icons, drawn into one sprite by the build (scripts/platform-icon-sprite.ts): its address. */
declare module 'virtual:platform-icons.svg' {
  const url: string;
  export default url;
}
