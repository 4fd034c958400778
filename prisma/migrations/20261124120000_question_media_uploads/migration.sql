-- A question media file: stored once, linked from the question's markdown, no record to update.
ALTER TYPE "UploadTarget" ADD VALUE 'QUESTION_MEDIA';
