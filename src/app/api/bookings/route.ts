import { createBookingRoute } from "@/server/bookings/routes";
import { restHandler } from "@/server/http/rest-handler";

export const POST = restHandler(createBookingRoute);
