pragma solidity ^0.8.4;

// Arithmetic in assembly wraps in 0.8 too.
contract AsmBatchToken {
    address public owner;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public minted;
    uint256 public price;
    uint256 public maxPerWallet;
    bytes32[] public records;

    constructor(uint256 _price, uint256 _max) {
        owner = msg.sender;
        price = _price;
        maxPerWallet = _max;
    }

    // A wrapped total passes the balance check, and each receiver gets the full value.
    function batchTransfer(address[] calldata receivers, uint256 value) external {
        uint256 cnt = receivers.length;
        uint256 amount;
        assembly {
            amount := mul(cnt, value) // want "AsmBatchToken.batchTransfer\\(\\) computes mul\\(cnt, value\\) in assembly, where arithmetic wraps in every Solidity version, and the caller chooses (cnt|value)"
        }
        require(cnt > 0 && cnt <= 20, "count");
        require(balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] -= amount;
        for (uint256 i = 0; i < cnt; i++) {
            balanceOf[receivers[i]] += value;
        }
    }

    // Reached from mint with the caller's quantity.
    function _cost(uint256 quantity) internal view returns (uint256 total) {
        uint256 p = price;
        assembly {
            total := mul(p, quantity) // want "AsmBatchToken._cost\\(\\) computes mul\\(p, quantity\\) in assembly"
        }
    }

    function mint(uint256 quantity) external payable {
        require(msg.value >= _cost(quantity), "payment");
        uint256 already = minted[msg.sender];
        uint256 next;
        assembly {
            next := add(already, quantity) // want "AsmBatchToken.mint\\(\\) computes add\\(already, quantity\\) in assembly"
        }
        require(next <= maxPerWallet, "cap");
        minted[msg.sender] = next;
    }

    // A caller's amount taken from a stored balance in assembly underflows.
    function burn(uint256 amount) external {
        uint256 bal = balanceOf[msg.sender];
        uint256 left;
        assembly {
            left := sub(bal, amount) // want "AsmBatchToken.burn\\(\\) computes sub\\(bal, amount\\) in assembly.*can underflow"
        }
        balanceOf[msg.sender] = left;
    }

    function record(bytes32 content) external {
        records.push(content);
    }

    // Nothing checks that there is a record to drop.
    function retract() external {
        assembly {
            sstore(records.slot, sub(sload(records.slot), 1)) // want "AsmBatchToken.retract\\(\\) decrements the value stored at records.slot in assembly"
        }
    }
}

contract AsmSafe {
    address public owner;
    mapping(address => uint256) public balanceOf;
    uint256 public price;
    bytes32[] public records;

    constructor(uint256 _price) {
        owner = msg.sender;
        price = _price;
    }

    // Both operands bounded before the block.
    function batchTransfer(address[] calldata receivers, uint256 value) external {
        uint256 cnt = receivers.length;
        require(cnt <= 20, "count");
        require(value <= 1e30, "value");
        uint256 amount;
        assembly {
            amount := mul(cnt, value)
        }
        require(balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] -= amount;
    }

    // A check that must fail bounds the amount from above.
    function scaled(uint256 amount, uint256 k) external returns (uint256 r) {
        if (amount > 1e30 || k > 1e6) revert("bounds");
        assembly {
            r := mul(amount, k)
        }
        balanceOf[msg.sender] = r;
    }

    // The full-width product: the wrap is the low word, the high word is worked out beside it.
    function mul512(uint256 a, uint256 b) external pure returns (uint256 high, uint256 low) {
        assembly {
            let mm := mulmod(a, b, not(0))
            low := mul(a, b)
            high := sub(sub(mm, low), lt(mm, low))
        }
    }

    // The block checks the sum for the wrap itself.
    function checkedAdd(uint256 a, uint256 b) external pure returns (uint256 c) {
        assembly {
            c := add(a, b)
            if lt(c, a) { revert(0, 0) }
        }
    }

    // Pointer arithmetic over a byte array, and a constant step.
    function word(bytes memory data, uint256 i) external pure returns (bytes32 w, uint256 next) {
        assembly {
            w := mload(add(add(data, 32), mul(i, 32)))
            next := add(i, 1)
        }
    }

    // Only the owner gets here.
    function scale(uint256 f) external returns (uint256 r) {
        require(msg.sender == owner, "owner");
        uint256 p = price;
        assembly {
            r := mul(p, f)
        }
        price = r;
    }

    function record(bytes32 content) external {
        records.push(content);
    }

    // The count is checked before it is decremented.
    function retract() external {
        require(records.length > 0, "empty");
        assembly {
            sstore(records.slot, sub(sload(records.slot), 1))
        }
    }
}
