/** The field shapes several sections of the site settings share (settings.ts). */
import { z } from "zod";
import { CAR_TYPES } from "../vehicle/types";

export const money = z.number().int().min(0).max(10_000_000);
export const path = z.string().regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, "must be a path starting with / or an http(s) URL");
export const carType = z.enum(CAR_TYPES);
export const auPhone = z.string().regex(/^\+61\d{9}$/, "must be an Australian phone in +61XXXXXXXXX form");
