// SPDX-License-Identifier: AGPL-3.0-or-later
pragma solidity ^0.8.19;

interface IERC3156FlashBorrower {
    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data)
        external
        returns (bytes32);
}

interface IStable {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

/// ERC-3156 flash mint: the loan is minted to the receiver, then the amount plus fee is pulled back with the
/// receiver's approval; the amount is burned and the fee kept for the surplus buffer.
contract CheckedFlashMint {
    bytes32 public constant CALLBACK_SUCCESS = keccak256("ERC3156FlashBorrower.onFlashLoan");
    uint256 public constant MAX_TOLL = 1e16;

    IStable public immutable stable;
    address public immutable vow;
    mapping(address => uint256) public wards;
    uint256 public max;
    uint256 public toll;
    uint256 private locked;

    event FlashLoan(address indexed receiver, uint256 amount, uint256 fee);

    modifier auth() {
        require(wards[msg.sender] == 1, "FlashMint/not-authorized");
        _;
    }

    modifier lock() {
        require(locked == 0, "FlashMint/reentrancy");
        locked = 1;
        _;
        locked = 0;
    }

    constructor(IStable stable_, address vow_) {
        wards[msg.sender] = 1;
        stable = stable_;
        vow = vow_;
    }

    function file(bytes32 what, uint256 data) external auth {
        if (what == "max") max = data;
        else if (what == "toll") {
            require(data <= MAX_TOLL, "FlashMint/toll-too-high");
            toll = data;
        } else revert("FlashMint/file-unrecognized-param");
    }

    /// Sends the fees collected so far to the surplus buffer.
    function accrue() external {
        uint256 fees = stable.balanceOf(address(this));
        require(stable.transfer(vow, fees), "FlashMint/accrue");
    }

    function maxFlashLoan(address token) external view returns (uint256) {
        return token == address(stable) ? max : 0;
    }

    function flashFee(address token, uint256 amount) public view returns (uint256) {
        require(token == address(stable), "FlashMint/token-unsupported");
        return (amount * toll) / 1e18;
    }

    function flashLoan(IERC3156FlashBorrower receiver, address token, uint256 amount, bytes calldata data)
        external
        lock
        returns (bool)
    {
        require(amount <= max, "FlashMint/ceiling-exceeded");
        uint256 fee = flashFee(token, amount);
        stable.mint(address(receiver), amount);
        require(
            receiver.onFlashLoan(msg.sender, token, amount, fee, data) == CALLBACK_SUCCESS,
            "FlashMint/callback-failed"
        );
        require(stable.transferFrom(address(receiver), address(this), amount + fee), "FlashMint/repay");
        stable.burn(address(this), amount);
        emit FlashLoan(address(receiver), amount, fee);
        return true;
    }
}
