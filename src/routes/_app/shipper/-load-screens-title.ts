import { msg } from '@lingui/core/macro';

/**
 * The title of the load screens a shipper, a trucker and staff share: "Shipper | Loads" (spec 2), which a trucker
 * reads as "Trucker | Loads".
 */
export const LOAD_SCREENS_TITLE = { title: msg`Shipper | Loads`, roleTitles: { Trucker: msg`Trucker | Loads` } };
