// SPDX-License-Identifier: AGPL-3.0-or-later
pragma solidity ^0.8.12;

interface IERC3156FlashBorrower {
    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data)
        external
        returns (bytes32);
}

interface IStable {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
    function balanceOf(address account) external view returns (uint256);
}

/// Flash-mint module for the stablecoin: mints up to `max` to a borrower for one transaction.
contract FlashMint {
    bytes32 public constant CALLBACK_SUCCESS = keccak256("ERC3156FlashBorrower.onFlashLoan");

    IStable public immutable stable;
    address public immutable owner;
    uint256 public max = 500_000_000e18;
    uint256 public toll; // fee in wad, 0 at launch

    constructor(IStable _stable) {
        stable = _stable;
        owner = msg.sender;
    }

    function setToll(uint256 t) external {
        require(msg.sender == owner, "owner");
        require(t <= 1e16, "toll");
        toll = t;
    }

    function flashFee(address, uint256 amount) public view returns (uint256) {
        return (amount * toll) / 1e18;
    }

    function flashLoan(IERC3156FlashBorrower receiver, address token, uint256 amount, bytes calldata data)
        external
        returns (bool)
    {
        require(token == address(stable), "token");
        require(amount <= max, "ceiling");
        uint256 fee = flashFee(token, amount);
        stable.mint(address(receiver), amount);
        require(
            receiver.onFlashLoan(msg.sender, token, amount, fee, data) == CALLBACK_SUCCESS,
            "callback"
        );
        // Burn what the receiver holds of the loan; the fee stays with it until accounted.
        uint256 back = stable.balanceOf(address(receiver));
        // <yes> <report> OTHER
        stable.burn(address(receiver), back < amount ? back : amount);
        return true;
    }
}
