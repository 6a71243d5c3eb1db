// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address a) external view returns (uint256);
}

contract Vault {
    IERC20 public token;
    mapping(address => uint256) public shares;
    address public admin;

    constructor(IERC20 t) { token = t; admin = msg.sender; }

    function deposit(uint256 amount) external {
        token.transferFrom(msg.sender, address(this), amount); // want "unchecked-erc20-transfer: .*ignores the bool returned by token.transferFrom"
        shares[msg.sender] += amount;
    }

    function pullFrom(address from, uint256 amount) external {
        require(token.transferFrom(from, address(this), amount)); // want "arbitrary-send-erc20: .*moves tokens out of from"
        shares[msg.sender] += amount;
    }

    function execute(address target, bytes calldata data) external returns (bytes memory) {
        (bool ok, bytes memory ret) = target.call(data); // want "arbitrary-external-call: .*calls target with data"
        require(ok);
        return ret;
    }

    function setAdmin(address a) external {
        admin = a;
    }

    function kill() external { // want "unprotected-selfdestruct: .*lets any caller run selfdestruct"
        selfdestruct(payable(msg.sender));
    }
}

// Safe: the same operations, each behind the right check.
contract SafeVault {
    IERC20 public token;
    mapping(address => uint256) public shares;
    address public admin;

    constructor(IERC20 t) { token = t; admin = msg.sender; }

    modifier onlyAdmin() { require(msg.sender == admin, "admin"); _; }

    function deposit(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount));
        shares[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        shares[msg.sender] -= amount;
        require(token.transfer(msg.sender, amount));
    }

    function execute(address target, bytes calldata data) external onlyAdmin returns (bytes memory) {
        (bool ok, bytes memory ret) = target.call(data);
        require(ok);
        return ret;
    }

    function setAdmin(address a) external onlyAdmin {
        admin = a;
    }

    function kill() external onlyAdmin {
        selfdestruct(payable(admin));
    }
}

// unchecked arithmetic: an amount any caller picks can wrap; a bound the contract keeps itself is only noted.
contract Points {
    mapping(address => uint256) public points;
    uint256 public total;

    function spend(uint256 a) external {
        unchecked { points[msg.sender] -= a; } // want "integer-overflow: .*points\\[msg.sender\\] -= a can underflow"
    }

    function earn(uint256 a) external {
        require(total + a <= 1e24);
        total += a;
        _credit(msg.sender, a);
    }

    function _credit(address who, uint256 a) internal {
        unchecked { points[who] += a; }
    }
}
