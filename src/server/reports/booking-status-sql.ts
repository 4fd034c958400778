/**
 * The status of spec 3.1 derived from a booking's facts (docs/reports.md). `b` is the booking,
 * `sc` its school, `$now` the reference time. Order matters: a cancellation wins, then a meeting.
 */
export const bookingStatusSql = (now: string) => `
  CASE
    WHEN b.cancelled_at IS NOT NULL AND b.cancelled_by_id = b.student_id THEN
      CASE WHEN b.cancelled_at > b.scheduled_for - make_interval(hours => sc.min_hours_to_cancel)
           THEN 'OUTSIDE_SCHEDULE_CANCEL' ELSE 'INSIDE_SCHEDULE_CANCEL' END
    WHEN b.cancelled_at IS NOT NULL THEN 'CANCELLED'
    WHEN b.meeting_started_at IS NOT NULL THEN 'PRESENT'
    WHEN b.kind = 'QUEUE' AND b.queue_left_at IS NOT NULL THEN 'LEFT_QUEUE'
    WHEN b.kind = 'QUEUE' AND b.queue_joined_at > ${now} - interval '1 hour' THEN 'QUEUE'
    WHEN b.kind = 'QUEUE' THEN 'NOT_REALIZED'
    WHEN b.scheduled_for + make_interval(mins => b.duration_minutes) < ${now} THEN 'NO_SHOW'
    ELSE 'PENDING'
  END`;
