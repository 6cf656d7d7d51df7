import { SitePhoneSlot } from "@/app/s/[host]/@headerPhone/site-phone";

/** The header's phone slot (see ../layout.tsx): the site's own number here. */
export default SitePhoneSlot;
