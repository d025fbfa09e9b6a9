-- Mailer: a message a signed-in user sends (POST /mailer/outlook with a bearer token) is answered to that user.
ALTER TABLE mailer.messages ADD COLUMN reply_to text;
