/**
 * Devices that more than one page names, spelled once: the course data (courses.ts), the
 * equipment page (equipment.ts), the FAQ and the docs read them from here.
 */
export const APPLE_SILICON_MAC = 'Apple シリコン（M1 以降）を搭載した Mac';

/** What the iOS course's app runs on, and the free account Xcode needs to put it there. */
export const IPHONE_AND_APPLE_ID = 'iPhone と Apple ID（無料）';

/** Devices no course can be taken on. */
export const UNSUPPORTED_DEVICES = 'タブレット（iPad など）やスマートフォン';
