Feature: Tool core - parameter validation
  Parameters are declared once; validation follows the activity diagram of spec 003 section 7
  (required, type, enum, range), applies defaults, and every failure names the parameter and the rule.

  Background:
    Given a registry with the test tools

  Scenario Outline: An invalid parameter fails the call before the tool runs
    When I call the "<tool>" tool with <params>
    Then the result should be failed
    And the error should contain "<message>"
    And the tool should not have run

    Examples: Required
      | tool  | params                                | message                                                              |
      | Read  | {}                                    | file_path: is required                                               |
    Examples: Type
      | tool  | params                                | message                                                              |
      | Read  | {"file_path": 42}                     | file_path: expected string, got number 42                            |
      | Read  | {"file_path": "/x", "offset": 1.5}    | offset: expected integer, got number 1.5                             |
      | Types | {"flag": "yes"}                       | flag: expected boolean, got string \"yes\"                           |
      | Types | {"items": {"a": 1}}                   | items: expected array, got object {\"a\":1}                          |
      | Types | {"options": [1]}                      | options: expected object, got array [1]                              |
      | Types | {"ratio": null}                       | ratio: expected number, got null null                                |
    Examples: Values are shown whole up to 80 characters, shortened past that
      | tool  | params                                | message                                                              |
      | Types | {"flag": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"} | flag: expected boolean, got string \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\" |
      | Types | {"flag": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"} | flag: expected boolean, got string \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... |
    Examples: Enum
      | tool  | params                                | message                                                              |
      | Throw | {"message": "boom", "kind": "other"}  | kind: must be one of \"error\", \"type-error\", \"string\", got \"other\" |
      | Types | {"level": 4}                          | level: must be one of 1, 2, 3, got 4                                 |
    Examples: Range and length
      | tool  | params                                | message                                                              |
      | Read  | {"file_path": "/x", "limit": 0}       | limit: must be >= 1, got 0                                           |
      | Read  | {"file_path": "/x", "limit": 10001}   | limit: must be <= 10000, got 10001                                   |
      | Types | {"ratio": 1.5}                        | ratio: must be <= 1, got 1.5                                         |
      | Throw | {"message": "no"}                     | message: must be at least 3 characters, got 2                        |
      | Throw | {"message": "this message is far too long for the tool"} | message: must be at most 40 characters, got 41    |
    Examples: Unknown parameters
      | tool  | params                                | message                                                              |
      | Types | {"colour": "red"}                     | colour: unknown parameter; expected text, count, ratio, flag, items, options, level |

  Scenario: Several invalid parameters are all named
    When I call the "Types" tool with {"count": 0, "ratio": -1}
    Then the result should be failed
    And the error should contain "count: must be >= 1, got 0"
    And the error should contain "ratio: must be >= 0, got -1"

  Scenario Outline: Parameters that are not an object
    When I call the "Types" tool with <params>
    Then the result should be failed
    And the error should contain "parameters: expected an object, got <kind>"

    Examples:
      | params  | kind   |
      | [1, 2]  | array  |
      | "text"  | string |
      | 7       | number |
      | null    | null   |

  Scenario: Absent optional parameters are skipped and defaults are applied
    When I call the "Types" tool with {"count": 3}
    Then the result should be successful
    And the tool should have received {"count": 3, "flag": false}

  Scenario: Values on the edges of a range are accepted
    Given a text file with 12 lines
    When I call the "Read" tool on the file with {"offset": 0, "limit": 10000}
    Then the result should be successful
    And the output should be the file's lines 1 to 12
    When I call the "Read" tool on the file with {"offset": 10, "limit": 1}
    Then the output should be the file's lines 11 to 11

  Scenario: The Bash tool names its timeout rule
    When I call the "Bash" tool with {"command": "echo hi", "timeout": 700000}
    Then the result should be failed
    And the error should contain "timeout: must be <= 600000, got 700000"

  Scenario: A number past JSON's range is named as what it became, not as JSON spells it
    When I call the "Bash" tool with {"command": "echo hi", "timeout": 1e309}
    Then the result should be failed
    And the error should contain "timeout: expected integer, got number Infinity"

  Scenario: The Bash tool refuses an empty command
    When I call the "Bash" tool with {"command": ""}
    Then the result should be failed
    And the error should contain "command: must be at least 1 character, got 0"
