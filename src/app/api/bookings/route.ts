import { createBookingRoute } from "@/server/availability/routes";
import { restHandler } from "@/server/http/rest-handler";

export const POST = restHandler(createBookingRoute);
