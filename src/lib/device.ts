/** Mobile by width (750 px, SPEC 9) or by user agent; the WeChat in-app browser by user agent. */
export const MOBILE_WIDTH = 750;
export const MOBILE_HEADER_WIDTH = 1000;

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export const isMobileUserAgent = (ua: string) => MOBILE_UA.test(ua);
export const isWeixinUserAgent = (ua: string) => /MicroMessenger/i.test(ua);

export function isMobileDevice(width: number, ua: string): boolean {
  return width <= MOBILE_WIDTH || isMobileUserAgent(ua);
}
