pragma solidity ^0.8.19;

// A taxed token: the owner manages who pays no fee, but the function adding to the list forgot the check.
contract FeeToken {
    address public owner = msg.sender;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) private excluded;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function excludeFromFee(address account) public { // want "FeeToken.excludeFromFee\\(\\) lets any caller set excluded\\[account\\], which every other function that changes excluded does only behind an access check"
        excluded[account] = true;
    }

    function includeInFee(address account) public onlyOwner {
        excluded[account] = false;
    }

    function transfer(address to, uint256 amount) external {
        uint256 fee;
        if (!excluded[msg.sender]) {
            fee = amount / 20;
        }
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount - fee;
        balanceOf[owner] += fee;
    }
}

// Safe: a limit the owner sets for an account, and one each account lowers for itself.
contract Limits {
    address public owner = msg.sender;
    mapping(address => uint256) public limit;
    mapping(address => uint256) public spent;

    function setLimit(address account, uint256 amount) external {
        require(msg.sender == owner, "owner");
        limit[account] = amount;
    }

    function lowerOwnLimit(uint256 amount) external {
        require(amount < limit[msg.sender], "only lower");
        limit[msg.sender] = amount;
    }

    function spend(uint256 amount) external {
        require(spent[msg.sender] + amount <= limit[msg.sender], "limit");
        spent[msg.sender] += amount;
    }
}

// Safe: a record read into memory, changed and written back by an open function that works on it.
contract Positions {
    struct Position {
        uint256 size;
        uint256 rate;
    }

    address public owner = msg.sender;
    mapping(bytes32 => Position) public positions;

    function setRate(bytes32 id, uint256 rate) external {
        require(msg.sender == owner, "owner");
        positions[id].rate = rate;
    }

    function grow(bytes32 id, uint256 by) external {
        Position memory p = positions[id];
        require(p.rate != 0, "not set");
        p.size += by;
        positions[id] = p;
    }
}
