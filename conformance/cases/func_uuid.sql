-- UUID() is random: only its shape (a version-4 RFC 4122 UUID) and its type can be checked.
SET 'execution.runtime-mode' = 'batch';
SELECT CHAR_LENGTH(UUID()) AS len, REGEXP(UUID(), '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$') AS shape;
CREATE TEMPORARY VIEW ut AS SELECT UUID() AS u;
DESCRIBE ut;
