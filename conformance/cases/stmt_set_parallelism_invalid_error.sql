-- title: SET of a parallelism that is not a number is refused at SET time
SET 'execution.runtime-mode' = 'batch';
SET 'parallelism.default' = 'abc';
