// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function allowance(address owner, address spender) external view returns (uint256);
}

interface IERC20Permit {
    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external;
}

interface IDai {
    function permit(address holder, address spender, uint256 nonce, uint256 expiry, bool allowed, uint8 v, bytes32 r,
        bytes32 s) external;
}

contract PermitDeposits {
    IERC20 public immutable token;
    IDai public immutable dai;
    mapping(address => uint256) public deposits;

    constructor(IERC20 _token, IDai _dai) {
        token = _token;
        dai = _dai;
    }

    function depositWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        IERC20Permit(address(token)).permit(msg.sender, address(this), amount, deadline, v, r, s); // want "PermitDeposits.depositWithPermit\\(\\) submits a permit signature with IERC20Permit\\(address\\(token\\)\\).permit and reverts if it fails"
        _deposit(amount);
    }

    function depositDaiWithPermit(uint256 amount, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) external {
        _permitDai(nonce, expiry, v, r, s);
        require(IERC20(address(dai)).transferFrom(msg.sender, address(this), amount), "transfer");
        deposits[msg.sender] += amount;
    }

    function _permitDai(uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) internal {
        dai.permit(msg.sender, address(this), nonce, expiry, true, v, r, s); // want "PermitDeposits._permitDai\\(\\) submits a permit signature"
    }

    // The OpenZeppelin way: a failed permit is fine when the allowance is there.
    function depositWithPermitSafe(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        try IERC20Permit(address(token)).permit(msg.sender, address(this), amount, deadline, v, r, s) {} catch {
            require(token.allowance(msg.sender, address(this)) >= amount, "permit failed");
        }
        _deposit(amount);
    }

    function deposit(uint256 amount) external {
        _deposit(amount);
    }

    function _deposit(uint256 amount) internal {
        require(token.transferFrom(msg.sender, address(this), amount), "transfer");
        deposits[msg.sender] += amount;
    }
}

// A token's own permit, and a contract calling a function of another shape named permit, are no permit
// submissions.
contract Registry {
    mapping(address => bool) public permitted;

    function permit(address who) external {
        permitted[who] = true;
    }
}

contract Admin {
    Registry public registry;
    address public owner = msg.sender;

    function allow(address who) external {
        require(msg.sender == owner);
        registry.permit(who);
    }
}
