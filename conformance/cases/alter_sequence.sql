-- A sequence of ALTER TABLE statements as Flink's SQL client tests run them
-- Pins down: ADD after a key column and FIRST, several at once with a computed column; MODIFY of
-- the key to a new named constraint, after which the old key column re-declared is nullable;
-- MODIFY of the watermark with a column moved in the same list; DROP of a list with a computed
-- column and what it reads; DROP PRIMARY KEY, DROP WATERMARK; RENAME of a column.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders2 (`user` BIGINT NOT NULL, product VARCHAR(32), amount INT, ts TIMESTAMP(3), ptime AS PROCTIME(), PRIMARY KEY (`user`) NOT ENFORCED, WATERMARK FOR ts AS ts - INTERVAL '1' SECONDS) WITH ('connector' = 'datagen');
ALTER TABLE orders2 RENAME amount TO amount1;
ALTER TABLE orders2 ADD product_id BIGINT NOT NULL AFTER `user`;
ALTER TABLE orders2 ADD (user_email STRING NOT NULL AFTER `user`, cleaned_product AS COALESCE(product, 'missing_sku') AFTER product, trade_order_id BIGINT NOT NULL FIRST);
SHOW CREATE TABLE orders2;
ALTER TABLE orders2 MODIFY CONSTRAINT order_constraint PRIMARY KEY (trade_order_id) NOT ENFORCED;
ALTER TABLE orders2 MODIFY (WATERMARK FOR ts AS ts - INTERVAL '1' MINUTE, ts TIMESTAMP(3) NOT NULL AFTER trade_order_id, `user` STRING);
SHOW CREATE TABLE orders2;
DESCRIBE orders2;
ALTER TABLE orders2 DROP (amount1, product, cleaned_product);
ALTER TABLE orders2 DROP PRIMARY KEY;
ALTER TABLE orders2 DROP WATERMARK;
ALTER TABLE orders2 RENAME user_email TO email;
SHOW CREATE TABLE orders2;
DESCRIBE orders2;
